import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadNamespaces, translateMessage } from './i18n';

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

describe('loadNamespaces', () => {
  it('adds a catalogue of another language without switching to it', async () => {
    i18n.removeResourceBundle('en', 'contact');
    await loadNamespaces(['contact'], 'en');
    expect(i18n.getResource('en', 'contact', 'contact.form.send')).toBe('Send message');
    expect(i18n.language).toBe('es');
  });

  it('rejects when a catalogue cannot be had', async () => {
    await expect(loadNamespaces(['no-such-catalogue'])).rejects.toThrow('no-such-catalogue');
  });
});

describe('changeLanguage', () => {
  it('switches once the new language has every catalogue the current one has', async () => {
    i18n.removeResourceBundle('en', 'content');
    await changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'content')).toBe(true);
    expect(document.cookie).toContain('language=en');
  });

  it('keeps the language and the cookie when a catalogue of the new one cannot be had', async () => {
    i18n.addResourceBundle('es', 'spanish-only', { text: 'Solo en español' });
    await expect(changeLanguage('en')).rejects.toThrow('spanish-only');
    expect(i18n.language).toBe('es');
    expect(document.cookie).not.toContain('language=');
    i18n.removeResourceBundle('es', 'spanish-only');
  });
});
