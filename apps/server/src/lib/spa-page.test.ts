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
  it('replaces the placeholders and leaves the rest of the template alone', () => {
    const html = renderSpaPage(
      '<html lang="es"><head><!--giro-csrf--></head><body><!--giro-data--></body></html>',
      { data, csrfToken: 'tok', language: 'en' },
    );
    expect(html).toBe(
      `<html lang="en"><head><meta name="csrf-token" content="tok"></head><body><script id="giro-data" type="application/json">${jsonForScript(data)}</script></body></html>`,
    );
  });

  it("puts the page's head, markup and the markup's data in place", () => {
    const home = {
      hash: '',
      agent: { success: true, hash: '', destination_currencies: [], message: '</script>' },
    };
    const html = renderSpaPage(
      '<head><!--giro-head--><title>Giro</title><!--/giro-head--></head><div id="root"><!--giro-root--></div><!--giro-data-->',
      {
        data,
        csrfToken: 'tok',
        language: 'es',
        head: '<title>$&</title>',
        root: '<p>$1</p>',
        page: { home },
      },
    );
    expect(html).toContain('<head><title>$&</title></head>');
    expect(html).toContain('<div id="root"><p>$1</p></div>');
    expect(html).toContain(
      `<script id="giro-page" type="application/json">${jsonForScript({ home })}</script>`,
    );
  });
});
