import type { SiteData } from '@giro/shared/site-data';
import { describe, expect, it } from 'vitest';
import { jsonForScript, renderSpaPage } from './spa-page.ts';

const data: SiteData = {
  domain_name: 'giro.example',
  locale: 'en',
  operator: {
    name: 'A & B </script>',
    email: '',
    phone: '',
    whatsapp: '',
    address: 'line\u2028break',
    social: [],
    chat: [],
  },
};

describe('jsonForScript', () => {
  it('escapes characters that could end the script element and still parses back', () => {
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('renderSpaPage', () => {
  it('replaces both placeholders and leaves the rest of the template alone', () => {
    const html = renderSpaPage(
      '<head><!--giro-csrf--></head><body><!--giro-data--></body>',
      data,
      'tok',
    );
    expect(html).toBe(
      `<head><meta name="csrf-token" content="tok"></head><body><script id="giro-data" type="application/json">${jsonForScript(data)}</script></body>`,
    );
  });
});
