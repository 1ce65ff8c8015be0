import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, translateMessage } from './i18n';

describe('translateMessage', () => {
  it('translates shared validation keys in the current language', async () => {
    expect(translateMessage(i18n.t, 'validation.required')).toBe('Campo obligatorio');
    await changeLanguage('en');
    expect(translateMessage(i18n.t, 'validation.required')).toBe('Required field');
  });

  it('fills the placeholders of a shared message', () => {
    expect(translateMessage(i18n.t, 'validation.too_long', { max: 255 })).toBe(
      'Máximo 255 caracteres',
    );
  });

  it('leaves messages that are not known keys as they are', () => {
    expect(translateMessage(i18n.t, 'El correo ya está registrado.')).toBe(
      'El correo ya está registrado.',
    );
    expect(translateMessage(i18n.t, 'validation.unknown_rule')).toBe('validation.unknown_rule');
  });
});
