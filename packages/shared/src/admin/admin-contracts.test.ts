import { describe, expect, it } from 'vitest';
import { translateShared } from '../i18n.ts';
import { percentInput, rateInput } from './admin-decimals.ts';
import { agentTermsSchema, createAgentBodySchema } from './agent-admin-contracts.ts';
import { auditQuerySchema } from './audit-contracts.ts';
import { cardPrefixListBodySchema } from './card-prefix-admin-contracts.ts';
import { destinationBodySchema } from './destination-admin-contracts.ts';
import { currencyRouteTermsSchema, deliveryOptionParamsSchema } from './pricing-admin-contracts.ts';
import { hasStaffRole } from './staff-roles.ts';

/** The message keys of a failed parse, by dotted path. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('decimal inputs', () => {
  it.each([
    ['1.070', '1.07'],
    [' 320 ', '320'],
    ['0.5', '0.5'],
    ['.25', '0.25'],
  ])('reads the rate %j as %j', (input, output) => {
    expect(rateInput.parse(input)).toBe(output);
  });

  it.each([
    ['', 'validation.required'],
    ['1,5', 'validation.decimal'],
    ['-1', 'validation.decimal'],
    ['1e3', 'validation.decimal'],
    ['0', 'validation.positive'],
    ['1.1234567', 'validation.too_many_decimals'],
    ['1234567890123', 'validation.too_large'],
  ])('refuses the rate %j with %s', (input, key) => {
    expect(problems(rateInput.safeParse(input))).toEqual({ '': key });
  });

  it('takes percentages from 0 to 100 only', () => {
    expect(percentInput.parse('0')).toBe('0');
    expect(percentInput.parse('100')).toBe('100');
    expect(problems(percentInput.safeParse('100.01'))).toEqual({ '': 'validation.percent' });
  });
});

describe('currencyRouteTermsSchema', () => {
  const terms = {
    tasa: '320',
    commission_percent: '3',
    commission_fixed: '1.00',
    min_principal: '20',
    max_principal: '2000',
    enabled: true,
  };

  it('canonicalises every amount', () => {
    expect(currencyRouteTermsSchema.parse(terms)).toEqual({ ...terms, commission_fixed: '1' });
  });

  it('refuses a maximum below the minimum, on the maximum', () => {
    const result = currencyRouteTermsSchema.safeParse({ ...terms, max_principal: '19.99' });
    expect(problems(result)).toEqual({ max_principal: 'validation.max_below_min' });
  });

  it('refuses a maximum whose receiving amount at this rate would not fit an order', () => {
    // The most each input allows: 9,999,999,999.99 × 999,999,999,999.999999 overflows any order.
    const extreme = { ...terms, tasa: '999999999999.999999', max_principal: '9999999999.99' };
    expect(problems(currencyRouteTermsSchema.safeParse(extreme))).toEqual({
      max_principal: 'validation.receiving_too_large',
    });
    const fits = { ...terms, tasa: '500', max_principal: '1999999999.99' };
    expect(currencyRouteTermsSchema.parse(fits).max_principal).toBe('1999999999.99');
    const justOver = { ...terms, tasa: '500', max_principal: '2000000000' };
    expect(problems(currencyRouteTermsSchema.safeParse(justOver))).toEqual({
      max_principal: 'validation.receiving_too_large',
    });
  });

  it('names every missing term', () => {
    expect(Object.keys(problems(currencyRouteTermsSchema.safeParse({})))).toEqual([
      'tasa',
      'commission_percent',
      'commission_fixed',
      'min_principal',
      'max_principal',
      'enabled',
    ]);
  });
});

describe('other console bodies', () => {
  it('turns a blank destination notice into no notice', () => {
    const body = { enabled: false, direct: true, notice_es: '  ', notice_en: 'Closed' };
    expect(destinationBodySchema.parse(body)).toEqual({ ...body, notice_es: null });
  });

  it('takes back its own output: a cleared notice arrives as null', () => {
    const body = { enabled: true, direct: true, notice_es: '', notice_en: '' };
    const parsed = destinationBodySchema.parse(body);
    expect(destinationBodySchema.parse(parsed)).toEqual({
      ...body,
      notice_es: null,
      notice_en: null,
    });
  });

  it('takes an agent hash of 3 to 64 URL-safe characters, or none', () => {
    const agent = { name: 'Ana', active: true, destinations: ['CUP'], markup_percent: '1' };
    expect(createAgentBodySchema.parse({ ...agent, hash: '' }).hash).toBe('');
    expect(createAgentBodySchema.parse({ ...agent, hash: 'vedado_7' }).hash).toBe('vedado_7');
    expect(problems(createAgentBodySchema.safeParse({ ...agent, hash: 'a b' }))).toEqual({
      hash: 'validation.agent_hash',
    });
    expect(problems(agentTermsSchema.safeParse({ ...agent, destinations: [] }))).toEqual({
      destinations: 'validation.required',
    });
  });

  it('sorts card prefixes and drops repeats, refusing any that is not 8 digits', () => {
    const body = { prefixes: ['92250699', '92001111', '92250699'] };
    expect(cardPrefixListBodySchema.parse(body)).toEqual({ prefixes: ['92001111', '92250699'] });
    expect(problems(cardPrefixListBodySchema.safeParse({ prefixes: ['9225069'] }))).toEqual({
      'prefixes.0': 'validation.card_prefix',
    });
  });

  it('reads path and query numbers strictly', () => {
    expect(deliveryOptionParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(deliveryOptionParamsSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(auditQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(auditQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(auditQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('staff roles', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', 'operator', true],
    ['operator', 'operator', true],
    ['operator', 'admin', false],
    ['sender', 'operator', false],
  ] as const)('a %s may act as %s: %s', (role, needed, allowed) => {
    expect(hasStaffRole(role, needed)).toBe(allowed);
  });
});

describe('console validation messages', () => {
  it.each([
    'validation.positive',
    'validation.too_large',
    'validation.too_many_decimals',
    'validation.percent',
    'validation.max_below_min',
    'validation.receiving_too_large',
    'validation.agent_hash',
    'validation.card_prefix',
  ])('%s exists in Spanish and English', (key) => {
    expect(translateShared('es', key)).not.toBe(key);
    expect(translateShared('en', key)).not.toBe(key);
  });
});
