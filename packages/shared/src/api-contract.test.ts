import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { SignInBodyInput, SignInResponse } from './accounts/auth-contracts';
import { type ApiAnswer, type ApiBody, apiContract, apiRoutes } from './api-contract';
import type { Receipt } from './transfers/receipt-contracts';
import type { TransferDetail } from './transfers/transfer-contracts';

const calls = Object.values(apiContract);

describe("shared's api contract", () => {
  it('gives each call the method and path of its key', () => {
    for (const route of apiRoutes) {
      const { method, path } = apiContract[route];
      expect(`${method} ${path}`).toBe(route);
    }
  });

  it("names in each call's params exactly the parameters of its path", () => {
    for (const { method, path, ...call } of calls) {
      const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      const params = 'params' in call ? call.params : undefined;
      const keys = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(keys.sort(), `${method} ${path}`).toEqual(names.sort());
    }
  });

  it('lets a call answer JSON, no content or a file, one of them', () => {
    for (const { method, path, ...call } of calls) {
      const answers = ['response', 'noContent', 'file'].filter((kind) => kind in call);
      const own = 'answers' in call ? Object.keys(call.answers) : [];
      const success = [...answers, ...own.filter((status) => status.startsWith('2'))];
      expect(success, `${method} ${path}`).toHaveLength(1);
    }
  });

  it('takes a JSON body or an uploaded file, never both, and neither on a read', () => {
    for (const { method, path, ...call } of calls) {
      const takes = ['body', 'upload'].filter((kind) => kind in call);
      expect(takes.length, `${method} ${path}`).toBeLessThanOrEqual(method === 'GET' ? 0 : 1);
    }
  });
});

describe("the web's types, from the contract", () => {
  it("types a call's answer and body from its route", () => {
    expectTypeOf<ApiAnswer<'POST', '/api/auth/signin'>>().toEqualTypeOf<SignInResponse>();
    expectTypeOf<ApiBody<'POST', '/api/auth/signin'>>().toEqualTypeOf<SignInBodyInput>();
    expectTypeOf<ApiAnswer<'GET', `/api/orders/${string}`>>().toEqualTypeOf<TransferDetail>();
    // A parameter may hold a slash, yet the receipt's path is the receipt's, not the order's.
    expectTypeOf<ApiAnswer<'GET', `/api/orders/${string}/receipt`>>().toEqualTypeOf<Receipt>();
  });

  it('answers nothing for a 204 or a file, and takes a file where no JSON body is agreed', () => {
    expectTypeOf<ApiAnswer<'DELETE', `/api/receivers/${string}`>>().toEqualTypeOf<undefined>();
    expectTypeOf<
      ApiAnswer<'GET', `/api/orders/${string}/receipt.pdf`>
    >().toEqualTypeOf<undefined>();
    expectTypeOf<ApiBody<'POST', `/api/orders/${string}/proof`>>().toEqualTypeOf<
      FormData | undefined
    >();
  });
});
