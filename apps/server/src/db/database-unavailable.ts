/**
 * Why a failed database call means "PostgreSQL is not available right now" rather than a bug:
 * the server is unreachable or restarting, no pooled connection came within the acquire
 * timeout, or the statement ran (or waited for a lock) past `statement_timeout`.
 */
export type UnavailableReason = 'unreachable' | 'acquire_timeout' | 'statement_timeout';

// SQLSTATE classes and codes: 08 connection exception; 57P01–57P03 shutting down, crashed,
// starting up; 53300 too many connections; 25P03 the idle transaction's session was ended.
const unreachableStates = /^(08...|57P0[123]|53300|25P03)$/;
const statementCancelled = '57014';
const networkErrors = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and its pool say these in words only.
const acquireTimeouts = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
const lostConnections = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function reasonOf(error: { code?: unknown; message?: unknown }): UnavailableReason | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (code === statementCancelled) return 'statement_timeout';
  if (acquireTimeouts.some((text) => message.startsWith(text))) return 'acquire_timeout';
  if (unreachableStates.test(code) || networkErrors.has(code)) return 'unreachable';
  if (lostConnections.some((text) => message.startsWith(text))) return 'unreachable';
  return undefined;
}

/** The reason, looking through wrappers (Drizzle's query error keeps the driver's as `cause`). */
export function databaseUnavailable(error: unknown): UnavailableReason | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const reason = reasonOf(current);
    if (reason !== undefined) return reason;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
