import { signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { api } from './api-client';

type SignInBody = Parameters<typeof api.post<'/api/auth/signin'>>[2];

describe("the api client's types, from shared's contract", () => {
  it('takes only a body the call accepts', () => {
    expectTypeOf({ email: 'ana@example.com', password: 'secret' }).toExtend<SignInBody>();
    expectTypeOf<{ email: string }>().not.toExtend<SignInBody>();
    expectTypeOf<{ email: string; password: number }>().not.toExtend<SignInBody>();
  });

  it('does not compile a call with a wrong body, a path it lacks or another answer', async () => {
    const calls = stubFetch({ 'POST /api/auth/signin': () => jsonResponse({ token: 'new' }) });
    // @ts-expect-error a sign-in needs a password
    await api.post('/api/auth/signin', signInResponseSchema, { email: 'ana@example.com' });
    // @ts-expect-error the server has no such call
    const noSuchCall = () => api.get('/api/auth/signin', signInResponseSchema);
    // @ts-expect-error the sign-in answers a token, not a list of gateways
    const otherAnswer = () => api.get('/get_gateways', signInResponseSchema);
    expect(calls).toHaveLength(1);
    expectTypeOf(noSuchCall).toBeFunction();
    expectTypeOf(otherAnswer).toBeFunction();
  });
});
