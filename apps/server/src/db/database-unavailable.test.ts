import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/helpers/free-port.ts';
import { databaseUnavailable } from './database-unavailable.ts';

// A server that accepts connections and never says a word: a PostgreSQL that hangs.
const sockets: Socket[] = [];
const silent = createServer((socket) => sockets.push(socket));
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

async function silentServerUrl(): Promise<string> {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return `postgres://giro@127.0.0.1:${address.port}/giro`;
}

const failure = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('databaseUnavailable', () => {
  it('calls a refused connection unreachable', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://giro@127.0.0.1:${await freePort()}/giro`,
    });
    expect(databaseUnavailable(await failure(pool.query('select 1')))).toBe('unreachable');
    await pool.end();
  });

  it('calls a pool that hands out no connection in time an acquire timeout, waiting or opening', async () => {
    const pool = new pg.Pool({
      connectionString: await silentServerUrl(),
      max: 1,
      connectionTimeoutMillis: 200,
    });
    const [opening, waiting] = await Promise.all([
      failure(pool.query('select 1')),
      failure(pool.query('select 1')),
    ]);
    expect(databaseUnavailable(opening)).toBe('acquire_timeout');
    expect(databaseUnavailable(waiting)).toBe('acquire_timeout');
    await pool.end();
  });

  it('finds the driver error inside a wrapper, and a cancelled statement', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const wrapped = new Error('Failed query: select 1', { cause: cancelled });
    expect(databaseUnavailable(wrapped)).toBe('statement_timeout');
  });

  it('leaves other failures alone: they are bugs or refusals, not an outage', () => {
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(databaseUnavailable(duplicate)).toBeUndefined();
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailable('a string')).toBeUndefined();
  });
});
