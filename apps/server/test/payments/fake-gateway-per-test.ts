import { afterEach } from 'vitest';
import {
  type FakeAnswer,
  type FakeGateway,
  type ReceivedRequest,
  startFakeGateway,
} from './fake-gateway.ts';

export interface FakeGatewayPerTest {
  /** Starts this test's fake gateway; it is closed after the test. */
  start(answer: (request: ReceivedRequest, count: number) => FakeAnswer): Promise<FakeGateway>;
  /** The fake the running test started, if any. */
  readonly current: FakeGateway | undefined;
}

/** One fake gateway per test in the calling file, closed by an `afterEach` it registers. */
export function fakeGatewayPerTest(): FakeGatewayPerTest {
  let fake: FakeGateway | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  return {
    async start(answer) {
      fake = await startFakeGateway(answer);
      return fake;
    },
    get current() {
      return fake;
    },
  };
}
