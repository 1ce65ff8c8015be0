import { formatWait } from '@giro/shared/locale-format';
import { AppError, type AppErrorOptions } from './app-error.ts';

/** 429 `rate_limited`: "Espere 15 minutos…", the wait in words of the request's language. */
export function rateLimited(seconds: number, options: Omit<AppErrorOptions, 'params'> = {}) {
  return new AppError(429, 'rate_limited', {
    ...options,
    params: (language) => ({ wait: formatWait(seconds, language) }),
  });
}
