import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SignInBodyInput, SignInResponse } from './accounts/auth-contracts';
import { type ApiAnswer, type ApiBody, apiContract } from './api-contract';
import { apiRoutes } from './api-routes';
import type { Receipt } from './transfers/receipt-contracts';
import type { TransferDetail } from './transfers/transfer-contracts';

describe("the route table's contract", () => {
  it('covers every route of the table and nothing else', () => {
    expect(Object.keys(apiContract).sort()).toEqual([...apiRoutes].sort());
  });

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
