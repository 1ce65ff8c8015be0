import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translateShared } from '../i18n.ts';
import { signInBodySchema, signUpBodySchema } from './auth-contracts.ts';
import { newPasswordSchema, passwordPolicy } from './password-policy.ts';
import { changePasswordBodySchema } from './password-reset-contracts.ts';
import { deactivateAccountBodySchema, updatePasswordBodySchema } from './profile-contracts.ts';

/** `{ path: messageKey }` of every issue, for compact expectations. */
function issues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const signUp = {
  fullname: 'Ana María Pérez',
  email: 'ana@example.com',
  password: 'cuba-libre-42',
  confirm_password: 'cuba-libre-42',
  register_link: 'f7a9c2',
};

describe('password policy', () => {
  it.each([
    ['short1', 'validation.password_policy'],
    ['12345678901', 'validation.password_policy'],
    ['x'.repeat(passwordPolicy.maxLength + 1), 'validation.password_policy'],
    ['        ', 'validation.required'],
    ['', 'validation.required'],
  ])('rejects %j with %s', (password, key) => {
    expect(issues(newPasswordSchema, password)).toEqual({ '': key });
  });

  it.each(['12345abc', ' spaced out pass ', 'x'.repeat(passwordPolicy.maxLength)])(
    'accepts %j unchanged',
    (password) => {
      expect(newPasswordSchema.parse(password)).toBe(password);
    },
  );

  it('states the policy numbers in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      const message = translateShared(language, 'validation.password_policy');
      expect(message).toContain(String(passwordPolicy.minLength));
      expect(message).toContain(String(passwordPolicy.maxLength));
    }
  });
});

describe('sign-up body', () => {
  it('accepts a complete registration and defaults a missing register link to ""', () => {
    const { register_link: _, ...withoutLink } = signUp;
    expect(signUpBodySchema.parse(withoutLink)).toMatchObject({ register_link: '' });
  });

  it('reports every missing field as required', () => {
    expect(issues(signUpBodySchema, { fullname: '  ' })).toEqual({
      fullname: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      confirm_password: 'validation.required',
    });
  });

  it('reports a different confirmation even when another field is invalid', () => {
    const body = { ...signUp, email: 'not-an-email', confirm_password: 'something-else' };
    expect(issues(signUpBodySchema, body)).toEqual({
      email: 'validation.email',
      confirm_password: 'validation.confirmed',
    });
  });
});

describe('other account bodies', () => {
  it('does not apply the policy to the sign-in password, which may predate it', () => {
    expect(signInBodySchema.parse({ email: 'ana@example.com', password: '1234' })).toBeTruthy();
  });

  it.each([
    [
      updatePasswordBodySchema,
      { password: 'cuba-libre-42', confirm: 'cuba-libre-43', current_password: 'vieja-clave-1' },
      'confirm',
    ],
    [
      changePasswordBodySchema,
      {
        email: 'ana@example.com',
        password: 'cuba-libre-42',
        password_confirmation: 'x',
        token: 't',
      },
      'password_confirmation',
    ],
  ])('reports a mismatched confirmation on its own field (%#)', (schema, body, field) => {
    expect(issues(schema, body)).toEqual({ [field]: 'validation.confirmed' });
  });

  it('accepts a deactivation without origin, and asks for the password', () => {
    const body = { email: 'ana@example.com', password: 'mi-clave-9' };
    expect(deactivateAccountBodySchema.parse(body)).toEqual(body);
    expect(issues(deactivateAccountBodySchema, { email: 'ana@example.com' })).toEqual({
      password: 'validation.required',
    });
  });
});
