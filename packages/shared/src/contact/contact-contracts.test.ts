import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translateShared } from '../i18n.ts';
import { contactBodySchema, contactMessageMaxLength } from './contact-contracts.ts';

function issues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const message = {
  name: 'Ana María Pérez',
  email: 'ana@example.com',
  message: '¿Cuánto tarda un envío en CUP?',
  freelancer: 'f7a9c2',
};

describe('contact body', () => {
  it('accepts the spec fields and defaults a missing phone to ""', () => {
    expect(contactBodySchema.parse(message)).toEqual({ ...message, phone: '' });
  });

  it('defaults a missing or null freelancer to ""', () => {
    const { freelancer: _, ...anonymous } = message;
    expect(contactBodySchema.parse(anonymous).freelancer).toBe('');
    expect(contactBodySchema.parse({ ...anonymous, freelancer: null }).freelancer).toBe('');
  });

  it('trims the text fields', () => {
    const parsed = contactBodySchema.parse({ ...message, name: '  Ana  ', message: ' Hola ' });
    expect(parsed).toMatchObject({ name: 'Ana', message: 'Hola' });
  });

  it('reports every missing or blank required field as required', () => {
    expect(issues(contactBodySchema, { name: ' ', message: '\n' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      message: 'validation.required',
    });
  });

  it.each(['ana', 'ana@', 'ana@example', 'ana example@x.com'])(
    "rejects the email %j with the contact form's own message",
    (email) => {
      expect(issues(contactBodySchema, { ...message, email })).toEqual({
        email: 'validation.contact_email',
      });
    },
  );

  it('takes a message of exactly 255 characters and rejects 256', () => {
    const longest = 'a'.repeat(contactMessageMaxLength);
    expect(contactBodySchema.parse({ ...message, message: longest }).message).toBe(longest);
    expect(issues(contactBodySchema, { ...message, message: `${longest}a` })).toEqual({
      message: 'validation.too_long',
    });
  });

  it('normalises an international phone to E.164 and rejects an invalid one', () => {
    expect(contactBodySchema.parse({ ...message, phone: '+53 5 123 4567' }).phone).toBe(
      '+5351234567',
    );
    expect(issues(contactBodySchema, { ...message, phone: '+53 12' })).toEqual({
      phone: 'validation.phone_invalid',
    });
  });

  it("words a bad email as the spec fixes it in Spanish, 'Email no válido.', and as every English form does", () => {
    expect(translateShared('es', 'validation.contact_email')).toBe('Email no válido.');
    expect(translateShared('en', 'validation.contact_email')).toBe('The email is not valid');
  });
});
