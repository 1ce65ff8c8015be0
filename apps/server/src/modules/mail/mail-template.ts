import type { Language } from '@giro/shared';
import type { Operator } from '@giro/shared/site-data';

/**
 * What a template says; `renderMail` turns it into the text and HTML parts, escaping every
 * value, so templates never write markup.
 */
export interface MailContent {
  subject: string;
  /** Plain-text paragraphs, the greeting first. */
  paragraphs: readonly string[];
  /** Label/value rows shown after the paragraphs (e.g. an order summary). */
  details?: readonly (readonly [label: string, value: string])[];
  /** The message's one button: an absolute URL. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, "ignore this if it was not you"). */
  notes?: readonly string[];
  /** A signed page that stops these mails: sent as List-Unsubscribe, so mail apps offer it. */
  unsubscribeUrl?: string;
  /**
   * Where a reply goes (Reply-To): the person the message is about, e.g. whoever wrote through
   * the contact form. The footer then does not say "do not reply".
   */
  replyTo?: string;
}

export interface MailContext {
  /** The operator's settings; `name` is never empty (the domain stands in for it). */
  operator: Operator;
  domainName: string;
  /** The origin of every link in the mail (`linkOrigin`: PUBLIC_URL, the demo's, the domain). */
  origin: string;
}

export type MailTemplate<Data> = Record<
  Language,
  (data: Data, context: MailContext) => MailContent
>;
