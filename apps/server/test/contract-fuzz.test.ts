import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBreach, schemaValidators, type Validator } from './fuzz/answer-check.ts';
import { excerpt, type FuzzCase } from './fuzz/fuzz-case.ts';
import { casesFor, casesPerOperation } from './fuzz/fuzz-cases.ts';
import {
  type FuzzSessions,
  knownGoodBodies,
  metricsToken,
  signInSessions,
  tokenFor,
} from './fuzz/fuzz-sessions.ts';
import {
  type DocumentedOperation,
  type OpenApiDocument,
  operationsOf,
  securitySchemes,
} from './fuzz/openapi-document.ts';
import { freshIp } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// Contract fuzzer: every operation of GET /api/openapi.json gets ~30 seeded requests, valid and
// broken, signed in as the role its security names. Each answer must be below 500, a status the
// operation documents, and a body its documented schema accepts. FUZZ_SEED=<n> replays or varies
// the run; FUZZ_VERBOSE=1 prints every request.
const seed = Number(process.env.FUZZ_SEED ?? 20_240_611);
if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number: ${seed}`);
const verbose = process.env.FUZZ_VERBOSE === '1';

// Calls that can end the session or the account they run with: each gets a fresh sender.
const sessionEnders = new Set([
  'post /api/user/update-password',
  'post /api/user/deactivate-account',
]);
// An admin may disable or demote any other staff member, the fuzzer's operator included.
const locksOutStaff = new Set(['put /api/admin/staff/{id}']);

const keyOf = ({ method, path }: DocumentedOperation) => `${method} ${path}`;

/**
 * The order operations run in: calls that create things before the calls that take an id (so
 * those find existing ones), changes before reads (so a proof uploaded is then served), and calls
 * that end what later cases need (a deleted row, a cancelled order, a session, a disabled
 * operator) last.
 */
function rank(documented: DocumentedOperation): number {
  const key = keyOf(documented);
  if (sessionEnders.has(key) || locksOutStaff.has(key)) return 4;
  if (!documented.path.includes('{')) return 0;
  if (documented.method === 'delete' || /\/(cancel|actions)$/.test(documented.path)) return 3;
  return documented.method === 'get' ? 2 : 1;
}

/** FNV-1a of the operation: its own seed, so adding an operation leaves the others' cases. */
function operationSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (const character of key) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  return (seed ^ hash) >>> 0;
}

let testApp: TestApp;
let document: OpenApiDocument;
let sessions: FuzzSessions;
let examples: Record<string, unknown[]>;
let validator: Validator;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true, config: { METRICS_TOKEN: metricsToken } });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  document = response.json<OpenApiDocument>();
  validator = schemaValidators(document);
  sessions = await signInSessions(testApp);
  examples = await knownGoodBodies(testApp, sessions);
}, 120_000);
afterAll(() => testApp.close());

function send(
  documented: DocumentedOperation,
  fuzzCase: FuzzCase,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  const { credentials, body } = fuzzCase;
  const signedIn = token !== undefined && credentials !== 'none';
  const csrfHeader =
    credentials === 'none' || credentials === 'no-csrf'
      ? undefined
      : credentials === 'forged-csrf'
        ? 'f'.repeat(43)
        : sessions.csrf.headers['x-xsrf-token'];
  return testApp.app.inject({
    method: documented.method.toUpperCase() as HTTPMethods,
    url: `${fuzzCase.path}${fuzzCase.query}`,
    remoteAddress: freshIp(),
    cookies: credentials === 'none' ? {} : sessions.csrf.cookies,
    headers: {
      ...(signedIn && {
        authorization: `Bearer ${credentials === 'forged-token' ? 'f'.repeat(43) : token}`,
      }),
      ...(csrfHeader !== undefined && { 'x-xsrf-token': csrfHeader }),
      ...(body?.contentType !== undefined && { 'content-type': body.contentType }),
    },
    ...(body !== undefined && { payload: body.payload }),
  });
}

const describeRequest = (documented: DocumentedOperation, fuzzCase: FuzzCase) =>
  [
    `${documented.method.toUpperCase()} ${excerpt(`${fuzzCase.path}${fuzzCase.query}`, 120)}`,
    fuzzCase.label,
    ...(fuzzCase.body ? [`body ${excerpt(fuzzCase.body.summary, 120)}`] : []),
    ...(fuzzCase.credentials === 'role' ? [] : [`credentials: ${fuzzCase.credentials}`]),
  ].join(' · ');

/** Values under the path parameters' names in the answer of `value`, at any depth. */
function collect(value: unknown, names: string[], into: Record<string, unknown[]>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, names, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const found = names.includes(key) ? into[key] : undefined;
    if (found && (typeof item === 'string' || typeof item === 'number') && found.length < 3) {
      if (!found.includes(item)) found.push(item);
    } else collect(item, names, into);
  }
}

describe('contract fuzzer on GET /api/openapi.json', () => {
  it('answers every generated request below 500, with a documented status and body', async () => {
    expect(document.openapi).toMatch(/^3\.[01]\./);
    const started = Date.now();
    const failures: string[] = [];
    const report: string[] = [];
    let requests = 0;
    // Operations that got no schema-valid case, or no broken one: named, never skipped silently.
    const uncovered: string[] = [];

    const check = (
      documented: DocumentedOperation,
      fuzzCase: FuzzCase,
      response: LightMyRequestResponse,
    ) => {
      requests += 1;
      const breach = contractBreach(documented.operation, response, validator);
      const line = `${response.statusCode} ← ${describeRequest(documented, fuzzCase)}`;
      if (verbose) console.info(`  ${line}`);
      if (breach !== undefined) failures.push(`${line}\n    ${breach}`);
    };

    /** Existing values for the path parameters: the listing at the path's stem, if any. */
    async function existingValues(documented: DocumentedOperation, token: string | undefined) {
      const names = (documented.operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      const stem = documented.path.slice(0, documented.path.indexOf('/{'));
      const listing = document.paths[stem]?.get;
      const known: Record<string, unknown[]> = Object.fromEntries(names.map((name) => [name, []]));
      if (names.length === 0 || listing === undefined) return known;
      const listed = { method: 'get', path: stem, operation: listing };
      const fuzzCase: FuzzCase = {
        label: 'listing for existing ids',
        valid: true,
        credentials: 'role',
        path: stem,
        query: '',
      };
      const response = await send(listed, fuzzCase, tokenFor(listed, sessions) ?? token);
      check(listed, fuzzCase, response);
      if (response.statusCode === 200) collect(response.json(), names, known);
      return known;
    }

    const operations = operationsOf(document).sort((a, b) => rank(a) - rank(b));
    for (const documented of operations) {
      const key = keyOf(documented);
      const token = sessionEnders.has(key)
        ? await sessions.freshSender()
        : tokenFor(documented, sessions);
      const cases = casesFor({
        documented,
        seed: operationSeed(key),
        validator,
        known: await existingValues(documented, token),
        examples: examples[key] ?? [],
      });
      const statuses = new Map<number, number>();
      for (const fuzzCase of cases) {
        const response = await send(documented, fuzzCase, token);
        check(documented, fuzzCase, response);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
      const valid = cases.filter((fuzzCase) => fuzzCase.valid).length;
      if (valid === 0 || valid === cases.length) uncovered.push(key);
      const answered = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
      const role =
        documented.path === '/metrics'
          ? 'METRICS_TOKEN'
          : securitySchemes(documented.operation).includes('bearer')
            ? (documented.operation['x-staff-role'] ?? 'sender')
            : 'public';
      report.push(
        `  ${documented.method.toUpperCase().padEnd(6)} ${documented.path} [${role}] ` +
          `${cases.length} (${valid} valid) → ${answered}`,
      );
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      [
        `fuzzer seed ${seed} (FUZZ_SEED), up to ${casesPerOperation} cases per operation:`,
        ...report,
        ...(uncovered.length > 0 ? [`not covered: ${uncovered.join(', ')}`] : []),
        ...(failures.length > 0 ? ['failures:', ...failures.map((failure) => `  ${failure}`)] : []),
        `fuzzer: ${requests} requests, ${operations.length - uncovered.length} operations, ` +
          `${failures.length} failures, seed ${seed}, ${seconds} s`,
      ].join('\n'),
    );
    expect(uncovered).toEqual([]);
    expect(failures).toEqual([]);
  }, 300_000);
});
