import type { LoggerOptions } from 'pino';
import type { Config } from './config/env.ts';

/** JSON lines in production; readable lines on a developer's terminal. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): LoggerOptions {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    ...(pretty && { transport: { target: 'pino-pretty' } }),
  };
}
