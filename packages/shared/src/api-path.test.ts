import { describe, expectTypeOf, it } from 'vitest';
import type { ApiPath } from './api-contract';

describe('ApiPath', () => {
  it('takes a route with its parameters filled in', () => {
    expectTypeOf<'/api/orders/GR-7K3M9Q/cancel'>().toExtend<ApiPath<'POST'>>();
    expectTypeOf<'/api/admin/pricing/routes/USD/CUP'>().toExtend<ApiPath<'PUT'>>();
    expectTypeOf<'/get_currencies'>().toExtend<ApiPath<'GET'>>();
  });

  it('refuses a path the server does not answer, or answers with another method', () => {
    expectTypeOf<'/api/no-such-call'>().not.toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/get_currencies'>().not.toExtend<ApiPath<'POST'>>();
    expectTypeOf<'/api/orders/GR-7K3M9Q/cancel'>().not.toExtend<ApiPath<'PUT'>>();
  });
});
