import type { Language } from '@giro/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailContent } from './mail-template.ts';

// Mail clients ignore <style> blocks unevenly, so every element carries its own inline style.
const styles = {
  body: 'margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px',
  paragraph: 'margin:0 0 16px',
  table: 'margin:0 0 16px;border-collapse:collapse',
  label: 'padding:4px 16px 4px 0;text-align:left',
  value: 'padding:4px 0',
  action: 'margin:24px 0',
  button:
    'background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block',
  url: 'margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all',
  rule: 'border:none;border-top:1px solid #e4e4e7;margin:24px 0',
  footer: 'margin:0;font-size:12px;color:#71717a',
} as const;

const paragraph = (text: string) => `<p style="${styles.paragraph}">${escapeHtml(text)}</p>`;

function detailsTable(details: MailContent['details'] = []): string {
  if (details.length === 0) return '';
  const rows = details.map(
    ([label, value]) =>
      `<tr><th style="${styles.label}">${escapeHtml(label)}</th><td style="${styles.value}">${escapeHtml(value)}</td></tr>`,
  );
  return `<table style="${styles.table}">${rows.join('')}</table>`;
}

function actionButton(action: MailContent['action']): string {
  if (action === undefined) return '';
  if (!/^https?:\/\//.test(action.url)) throw new Error(`mail link is not http(s): ${action.url}`);
  const url = escapeHtml(action.url);
  const button = `<a href="${url}" style="${styles.button}">${escapeHtml(action.label)}</a>`;
  return `<p style="${styles.action}">${button}</p><p style="${styles.url}">${url}</p>`;
}

/** The HTML part: the text part's content in a simple card, every value escaped. */
export function renderHtml(language: Language, content: MailContent, footer: string[]): string {
  const body = [
    ...content.paragraphs.map(paragraph),
    detailsTable(content.details),
    actionButton(content.action),
    ...(content.notes ?? []).map(paragraph),
    `<hr style="${styles.rule}">`,
    `<p style="${styles.footer}">${footer.map(escapeHtml).join('<br>')}</p>`,
  ].join('');
  const head = `<meta charset="utf-8"><title>${escapeHtml(content.subject)}</title>`;
  return `<!doctype html><html lang="${language}"><head>${head}</head><body style="${styles.body}"><div style="${styles.card}">${body}</div></body></html>`;
}
