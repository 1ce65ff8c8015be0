import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import { afterEach } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse } from './fetch';

/** Answers GET /api/auth/user with `user` (pass to `stubFetch`). */
export function sessionOf(user: AuthUser) {
  return { 'GET /api/auth/user': () => jsonResponse(user) };
}

/** A server error body as every failing call sends it (docs/architecture.md). */
export function errorResponse(message: string, code: string, status = 422): Response {
  return jsonResponse({ message, code }, status);
}

/** The token lives in memory too: forget it between tests, not only in localStorage. */
export function forgetTokenAfterEach(): void {
  afterEach(() => setAuthToken(null));
}
