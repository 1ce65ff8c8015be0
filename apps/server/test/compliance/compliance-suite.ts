import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type ComplianceClient, complianceClient } from './compliance-client.ts';

/** Tuesday 4 March 2025, 10:00 in Havana: where the clock stands when each test starts. */
export const suiteStart = new Date('2025-03-04T15:00:00Z');

export interface ComplianceSuite {
  /** The app's clock: a test sets it to move time; it is back at `suiteStart` for the next. */
  clock: Date;
  readonly testApp: TestApp;
  readonly compliance: ComplianceClient;
}

/**
 * The app of a compliance test file (demo data, a clock the tests move) and its compliance
 * client, built before the file's tests and closed after them. Call once, at the file's top.
 */
export function complianceSuite(): ComplianceSuite {
  let built: { testApp: TestApp; compliance: ComplianceClient } | undefined;
  const ready = () => {
    if (built === undefined) throw new Error('the compliance suite is used before its beforeAll');
    return built;
  };
  const suite = {
    clock: suiteStart,
    get testApp() {
      return ready().testApp;
    },
    get compliance() {
      return ready().compliance;
    },
  };
  beforeAll(async () => {
    const testApp = await buildTestApp({ seed: true, now: () => suite.clock });
    built = { testApp, compliance: complianceClient(testApp) };
  });
  afterAll(() => built?.testApp.close());
  beforeEach(() => {
    suite.clock = suiteStart;
  });
  return suite;
}
