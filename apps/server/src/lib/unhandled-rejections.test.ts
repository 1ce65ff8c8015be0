import { Writable } from 'node:stream';
import { pino } from 'pino';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { reportUnhandledRejections } from './unhandled-rejections.ts';

describe('reportUnhandledRejections', () => {
  it('logs each rejection as an error with its reason, and counts it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const registry = new Registry();
    const counter = new Counter({
      name: 'giro_unhandled_rejections_total',
      help: 'x',
      registers: [registry],
    });
    const report = reportUnhandledRejections(pino(stream), counter);

    report(new Error('Connection terminated unexpectedly'));
    report('a plain reason');

    expect(await registry.metrics()).toContain('giro_unhandled_rejections_total 2');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 50,
      msg: 'unhandled promise rejection',
      err: { message: 'Connection terminated unexpectedly' },
    });
    expect(logged[1]).toMatchObject({ level: 50, err: 'a plain reason' });
  });
});
