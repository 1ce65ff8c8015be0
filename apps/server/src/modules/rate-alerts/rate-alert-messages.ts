import type { Language } from '@giro/shared';

/** The rate-alerts module's own answers (failures use the shared `errors.<code>`). */
export const rateAlertMessages = {
  es: {
    unsubscribed: 'Listo: ya no le escribiremos sobre esta alerta.',
    alreadyGone: 'Esta alerta ya no existía: no le escribiremos sobre ella.',
  },
  en: {
    unsubscribed: 'Done: we will not email you about this alert again.',
    alreadyGone: 'This alert was already gone: we will not email you about it.',
  },
} satisfies Record<Language, Record<string, string>>;
