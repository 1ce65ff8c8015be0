import { describe, expect, it } from 'vitest';
import { translateShared } from '../i18n.ts';

describe('contact info validation messages', () => {
  it.each([
    ['validation.required', 'Campo obligatorio', 'Required field'],
    ['validation.email', 'El correo no es válido', 'The email is not valid'],
    ['validation.invalid', 'El valor no es válido', 'The value is not valid'],
    [
      'validation.card_not_cup',
      'La tarjeta proporcionada no es para CUP',
      'The card provided is not for CUP',
    ],
    [
      'validation.card_not_mlc',
      'La tarjeta proporcionada no es para MLC',
      'The card provided is not for MLC',
    ],
    ['validation.phone_invalid', 'El teléfono no es válido', 'The phone number is not valid'],
    ['validation.too_long', 'Máximo 255 caracteres', 'At most 255 characters'],
    [
      'validation.document_digits',
      'El carné de identidad tiene 11 dígitos',
      'The ID card number has 11 digits',
    ],
    [
      'validation.account_digits',
      'La cuenta bancaria tiene 16 dígitos',
      'The bank account has 16 digits',
    ],
    [
      'validation.card_digits',
      'El número de tarjeta tiene 16 dígitos',
      'The card number has 16 digits',
    ],
    [
      'validation.swift',
      'El código SWIFT tiene 8 u 11 letras y números',
      'A SWIFT code has 8 or 11 letters and digits',
    ],
    [
      'validation.person_name',
      "Use letras, espacios, guiones (-) y apóstrofos (')",
      "Use letters, spaces, hyphens (-) and apostrophes (')",
    ],
  ])('translates %s in Spanish and English', (key, es, en) => {
    expect(translateShared('es', key, { max: 255 })).toBe(es);
    expect(translateShared('en', key, { max: 255 })).toBe(en);
  });
});
