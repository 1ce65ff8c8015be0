import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, envVariableNames, loadEnv } from './env.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems.map((p) => p.variable);
    throw error;
  }
  return [];
}

describe('loadEnv', () => {
  it('starts with working defaults when nothing is set', () => {
    // Only the foundation's variables: modules add their own defaults.
    expect(loadEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: 'localhost',
      LOG_LEVEL: 'info',
      DATA_DIR: `${repoRoot}data`,
      WEB_DIST: `${repoRoot}apps/web/dist`,
      TRUST_PROXY: false,
      SEED_DEMO: true,
    });
  });

  it('resolves relative paths against the repo root and keeps absolute ones', () => {
    const config = loadEnv({ DATA_DIR: 'var/giro', WEB_DIST: '/srv/web' });
    expect(config.DATA_DIR).toBe(`${repoRoot}var/giro`);
    expect(config.WEB_DIST).toBe('/srv/web');
  });

  it('seeds the demo only on PGlite unless SEED_DEMO says otherwise', () => {
    const deployment = {
      DATABASE_URL: 'postgres://giro:secret@db:5432/giro',
      LINK_SECRET: 'x'.repeat(32),
    };
    expect(loadEnv(deployment).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...deployment, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('makes a demo of its own accord only of a start bound to loopback without PUBLIC_URL', () => {
    expect(loadEnv({})).toMatchObject({
      HOST: 'localhost',
      SEED_DEMO: true,
      PAYMENTS_SANDBOX: true,
    });
    const everywhere = loadEnv({ HOST: '0.0.0.0' });
    expect(everywhere).toMatchObject({ SEED_DEMO: false, PAYMENTS_SANDBOX: false });
    const published = loadEnv({ PUBLIC_URL: 'https://giro.example' });
    expect(published).toMatchObject({ HOST: '0.0.0.0', SEED_DEMO: false, PAYMENTS_SANDBOX: false });
    expect(loadEnv({ HOST: '127.0.0.2' })).toMatchObject({ SEED_DEMO: true });
    expect(loadEnv({ HOST: '0.0.0.0', SEED_DEMO: 'true' })).toMatchObject({ SEED_DEMO: true });
  });

  it('refuses to start a public instance with demo data or test payments', () => {
    const onThisMachine = { PUBLIC_URL: 'http://localhost:4173', SEED_DEMO: 'true' };
    expect(loadEnv(onThisMachine)).toMatchObject({ SEED_DEMO: true, PAYMENTS_SANDBOX: false });
    const published = { PUBLIC_URL: 'https://giro.example' };
    expect(() => loadEnv({ ...published, SEED_DEMO: 'true', PAYMENTS_SANDBOX: 'yes' })).toThrow(
      'Invalid environment:\n' +
        '  SEED_DEMO: must not be true with PUBLIC_URL: demo accounts and test payments are for a local demo only\n' +
        '  PAYMENTS_SANDBOX: must not be true with PUBLIC_URL: demo accounts and test payments are for a local demo only',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, SEED_DEMO: true });
  });

  it('drops the trailing slash of PUBLIC_URL', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://giro.example/' }).PUBLIC_URL).toBe(
      'https://giro.example',
    );
  });

  it('names every bad variable with its reason at once', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://db/giro' })).toThrow(
      'Invalid environment:\n' +
        '  PORT: must be a whole number\n' +
        '  DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    );
  });

  it.each([
    [{ PORT: '0' }, ['PORT']],
    [{ PORT: '70000' }, ['PORT']],
    [{ NODE_ENV: 'staging', LOG_LEVEL: 'loud' }, ['NODE_ENV', 'LOG_LEVEL']],
    [{ PUBLIC_URL: 'giro.example', SEED_DEMO: 'maybe' }, ['PUBLIC_URL', 'SEED_DEMO']],
    [{ DATABASE_URL: 'not a url' }, ['DATABASE_URL', 'LINK_SECRET']],
    [{ PRICING_RATE_LIMIT: '0' }, ['PRICING_RATE_LIMIT']],
    [{ DATABASE_URL: 'postgres://db/giro' }, ['LINK_SECRET']],
    [{ LINK_SECRET: 'short' }, ['LINK_SECRET']],
  ])('rejects %o', (source, variables) => {
    expect(problems(source)).toEqual(variables);
  });

  it('never repeats a database password in its message', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://giro:hunter2@db/giro' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});

describe('the documented environment', () => {
  const example = readFileSync(`${repoRoot}.env.example`, 'utf8');
  const exampleEntries = example
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]);

  it('lists every variable Giro reads in .env.example, and nothing else', () => {
    expect(exampleEntries.map(([name]) => name).sort()).toEqual([...envVariableNames].sort());
  });

  it('starts the demo from .env.example as it is', () => {
    expect(loadEnv(Object.fromEntries(exampleEntries))).toMatchObject({ PAYMENTS_SANDBOX: true });
  });

  it("explains every variable in the README's table", () => {
    const readme = readFileSync(`${repoRoot}README.md`, 'utf8');
    const documented = new Set(readme.match(/(?<=^\|[^|\n]*`)[A-Z_]+(?=`)/gm));
    expect(envVariableNames.filter((name) => !documented.has(name))).toEqual([]);
  });
});
