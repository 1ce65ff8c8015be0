import type { Language } from '@giro/shared';
import type { MailContent, MailContext } from './mail-template.ts';
import { renderHtml } from './render-mail-html.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const automatic: Record<Language, string> = {
  es: 'Este es un mensaje automático; no responda a este correo.',
  en: 'This is an automated message; please do not reply to it.',
};

/**
 * Operator name and domain, contact details, "automated message" (unless a reply goes to a
 * person): empty lines left out.
 */
function signature(
  language: Language,
  { operator, domainName }: MailContext,
  replyable: boolean,
): string[] {
  const identity = [operator.name, domainName].filter(Boolean).join(' · ');
  const contact = [operator.email, operator.phone].filter(Boolean).join(' · ');
  return [identity, contact, replyable ? '' : automatic[language]].filter(Boolean);
}

function renderText(content: MailContent, footer: string[]): string {
  const details = content.details ?? [];
  const blocks = [
    ...content.paragraphs,
    ...(details.length > 0
      ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')]
      : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.notes ?? []),
    `--\n${footer.join('\n')}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** The text and HTML parts of a message; every interpolated value is HTML-escaped. */
export function renderMail(
  language: Language,
  content: MailContent,
  context: MailContext,
): RenderedMail {
  const footer = signature(language, context, content.replyTo !== undefined);
  return {
    subject: content.subject,
    text: renderText(content, footer),
    html: renderHtml(language, content, footer),
  };
}
