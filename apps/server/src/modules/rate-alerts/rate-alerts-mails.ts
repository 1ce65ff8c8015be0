import type { Language } from '@giro/shared';
import type { MailContent, MailTemplate } from '../mail/mail-template.ts';

export interface RateAlertMail {
  firstName: string;
  /** "1 USD = 330 CUP", formatted in the recipient's language. */
  rate: string;
  /** "1 USD ≥ 330 CUP". */
  alert: string;
  /** The calculator, to send at this rate. */
  sendUrl: string;
  /** Signed: deletes the alert without signing in. */
  unsubscribeUrl: string;
}

interface Messages {
  subject: (rate: string) => string;
  greeting: (firstName: string) => string;
  reached: (alert: string, rate: string) => string;
  once: string;
  send: string;
  unsubscribe: (url: string) => string;
}

const messages: Record<Language, Messages> = {
  es: {
    subject: (rate) => `Su tasa llegó: ${rate}`,
    greeting: (firstName) => `Hola ${firstName}:`,
    reached: (alert, rate) => `La tasa que esperaba (${alert}) llegó: hoy es ${rate}.`,
    once: 'Le escribimos una vez por cada vez que la tasa llega a su meta. Las tasas cambian: la de su envío es la que muestra la calculadora al pagar.',
    send: 'Enviar ahora',
    unsubscribe: (url) => `¿No quiere más avisos de esta alerta? Cancélela aquí: ${url}`,
  },
  en: {
    subject: (rate) => `Your rate is here: ${rate}`,
    greeting: (firstName) => `Hello ${firstName},`,
    reached: (alert, rate) =>
      `The rate you were waiting for (${alert}) is here: today it is ${rate}.`,
    once: 'We write once each time the rate reaches your target. Rates change: your transfer gets the rate the calculator shows when you pay.',
    send: 'Send now',
    unsubscribe: (url) => `No more emails about this alert? Cancel it here: ${url}`,
  },
};

function content(language: Language, data: RateAlertMail): MailContent {
  const text = messages[language];
  return {
    subject: text.subject(data.rate),
    paragraphs: [text.greeting(data.firstName), text.reached(data.alert, data.rate), text.once],
    action: { label: text.send, url: data.sendUrl },
    notes: [text.unsubscribe(data.unsubscribeUrl)],
    unsubscribeUrl: data.unsubscribeUrl,
  };
}

/** The operator's rate change crossed the sender's target. */
export const rateAlertMail: MailTemplate<RateAlertMail> = {
  es: (data) => content('es', data),
  en: (data) => content('en', data),
};
