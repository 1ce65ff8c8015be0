import { describe, expect, it } from 'vitest';
import type { MailContext } from './mail-template.ts';
import { renderMail } from './render-mail.ts';

const context: MailContext = {
  domainName: 'giro.example',
  origin: 'https://giro.example',
  operator: {
    name: 'Giro <Envíos>',
    email: 'soporte@giro.example',
    phone: '',
    whatsapp: '',
    address: '',
    social: [],
    chat: [],
  },
};

const content = {
  subject: 'Hola',
  paragraphs: ['Hola <script>alert(1)</script>:'],
  details: [['Referencia', 'A&B "1"']] as const,
  action: { label: 'Abrir', url: 'https://giro.example/x?token=a"b&c=<d>' },
  notes: ["It's late"],
};

describe('renderMail', () => {
  it('escapes every interpolated value in the HTML part', () => {
    const { html } = renderMail('es', content, context);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt;:');
    expect(html).toContain('A&amp;B &quot;1&quot;');
    expect(html).toContain('href="https://giro.example/x?token=a&quot;b&amp;c=&lt;d&gt;"');
    expect(html).toContain('It&#39;s late');
    expect(html).toContain('Giro &lt;Envíos&gt;');
    expect(html).toContain('<html lang="es">');
  });

  it('refuses a link that is not http(s)', () => {
    const action = { label: 'Abrir', url: 'javascript:alert(1)' };
    expect(() => renderMail('es', { ...content, action }, context)).toThrow(/not http/);
  });

  it('keeps the text part literal, with the link on its own line and a signature', () => {
    const { text, subject } = renderMail('en', content, context);
    expect(subject).toBe('Hola');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.trimEnd().split('\n\n')).toEqual([
      'Hola <script>alert(1)</script>:',
      'Referencia: A&B "1"',
      'Abrir:\nhttps://giro.example/x?token=a"b&c=<d>',
      "It's late",
      '--\nGiro <Envíos> · giro.example\nsoporte@giro.example\nThis is an automated message; please do not reply to it.',
    ]);
  });
});
