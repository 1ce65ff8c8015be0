import type { Language } from '@giro/shared';
import { formatDateTime } from '@giro/shared/locale-format';
import type { MailContext, MailTemplate } from '../mail/mail-template.ts';

// Mails telling a person that something guarding their account changed, so a change they did
// not make is noticed at once.

const utc = (at: Date, language: Language) =>
  `${formatDateTime(at, language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const notYou: Record<Language, (context: MailContext) => string> = {
  es: ({ operator }) =>
    `Si no fue usted, restablezca su contraseña desde la página de inicio de sesión y escríbanos enseguida${operator.email ? ` a ${operator.email}` : ''}.`,
  en: ({ operator }) =>
    `If it was not you, reset your password from the sign-in page and write to us at once${operator.email ? ` at ${operator.email}` : ''}.`,
};

interface Event {
  firstName: string;
  at: Date;
}

export const passwordChangedMail: MailTemplate<Event> = {
  es: ({ firstName, at }, context) => ({
    subject: `Su contraseña de ${context.operator.name} cambió`,
    paragraphs: [
      `Hola ${firstName}:`,
      `La contraseña de su cuenta cambió el ${utc(at, 'es')}. Las demás sesiones se cerraron.`,
    ],
    notes: [notYou.es(context)],
  }),
  en: ({ firstName, at }, context) => ({
    subject: `Your ${context.operator.name} password changed`,
    paragraphs: [
      `Hello ${firstName},`,
      `Your account's password changed on ${utc(at, 'en')}. Your other sessions were ended.`,
    ],
    notes: [notYou.en(context)],
  }),
};

export type FactorKind = 'totp' | 'passkey' | 'recovery_codes';

const factorNames: Record<Language, Record<FactorKind, string>> = {
  es: {
    totp: 'una aplicación de autenticación',
    passkey: 'una llave de acceso',
    recovery_codes: 'códigos de recuperación nuevos (los anteriores ya no sirven)',
  },
  en: {
    totp: 'an authenticator app',
    passkey: 'a passkey',
    recovery_codes: 'new recovery codes (the old ones no longer work)',
  },
};

interface FactorEvent extends Event {
  factor: FactorKind;
  /** The passkey's name ("Chrome · Android"). */
  name?: string;
}

const named = (factor: string, name?: string) => (name ? `${factor} (${name})` : factor);

export const factorAddedMail: MailTemplate<FactorEvent> = {
  es: ({ firstName, at, factor, name }, context) => ({
    subject: `Nuevo factor de seguridad en su cuenta de ${context.operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `El ${utc(at, 'es')} se añadió a su cuenta ${named(factorNames.es[factor], name)}. Las demás sesiones se cerraron.`,
    ],
    notes: [notYou.es(context)],
  }),
  en: ({ firstName, at, factor, name }, context) => ({
    subject: `New security factor on your ${context.operator.name} account`,
    paragraphs: [
      `Hello ${firstName},`,
      `On ${utc(at, 'en')}, ${named(factorNames.en[factor], name)} was added to your account. Your other sessions were ended.`,
    ],
    notes: [notYou.en(context)],
  }),
};

interface FactorRemoval extends Event {
  /** `all`: an admin reset every factor of the account. */
  factor: Exclude<FactorKind, 'recovery_codes'> | 'all';
  name?: string;
}

export const factorRemovedMail: MailTemplate<FactorRemoval> = {
  es: ({ firstName, at, factor, name }, context) => ({
    subject: `Se quitó un factor de seguridad de su cuenta de ${context.operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      factor === 'all'
        ? `El ${utc(at, 'es')} un administrador quitó las llaves de acceso, la aplicación de autenticación y los códigos de recuperación de su cuenta. Al iniciar sesión se le pedirá que añada uno nuevo.`
        : `El ${utc(at, 'es')} se quitó de su cuenta ${named(factorNames.es[factor], name)}. Las demás sesiones se cerraron.`,
    ],
    notes: [notYou.es(context)],
  }),
  en: ({ firstName, at, factor, name }, context) => ({
    subject: `A security factor was removed from your ${context.operator.name} account`,
    paragraphs: [
      `Hello ${firstName},`,
      factor === 'all'
        ? `On ${utc(at, 'en')}, an admin removed the passkeys, authenticator app and recovery codes of your account. When you sign in you will be asked to add a new one.`
        : `On ${utc(at, 'en')}, ${named(factorNames.en[factor], name)} was removed from your account. Your other sessions were ended.`,
    ],
    notes: [notYou.en(context)],
  }),
};

export const accountDeactivatedMail: MailTemplate<Event & { byStaff: boolean }> = {
  es: ({ firstName, at, byStaff }, { operator }) => ({
    subject: `Su cuenta de ${operator.name} está desactivada`,
    paragraphs: [
      `Hola ${firstName}:`,
      `${byStaff ? 'Un administrador desactivó' : 'Se desactivó'} su cuenta el ${utc(at, 'es')}. Ya no puede iniciar sesión y todas sus sesiones se cerraron; sus envíos se conservan.`,
    ],
    notes: [
      `Si no lo pidió usted, escríbanos${operator.email ? ` a ${operator.email}` : ''} cuanto antes.`,
    ],
  }),
  en: ({ firstName, at, byStaff }, { operator }) => ({
    subject: `Your ${operator.name} account is deactivated`,
    paragraphs: [
      `Hello ${firstName},`,
      `${byStaff ? 'An admin deactivated' : 'You deactivated'} your account on ${utc(at, 'en')}. It can no longer sign in and every session was ended; your transfers are kept.`,
    ],
    notes: [
      `If you did not ask for this, write to us${operator.email ? ` at ${operator.email}` : ''} as soon as you can.`,
    ],
  }),
};

interface SignInEvent extends Event {
  browser: string;
  ip: string;
}

export const staffSignInMail: MailTemplate<SignInEvent> = {
  es: ({ firstName, at, browser, ip }, context) => ({
    subject: `Nuevo inicio de sesión en la consola de ${context.operator.name}`,
    paragraphs: [`Hola ${firstName}:`, 'Alguien inició sesión con su cuenta del personal.'],
    details: [
      ['Fecha', utc(at, 'es')],
      ['Navegador', browser],
      ['Dirección IP', ip],
    ],
    notes: [
      'Si fue usted, no tiene que hacer nada.',
      `Si no fue usted, cierre esa sesión desde Seguridad en la consola, cambie su contraseña y avise a un administrador.`,
    ],
  }),
  en: ({ firstName, at, browser, ip }, context) => ({
    subject: `New sign-in to the ${context.operator.name} console`,
    paragraphs: [`Hello ${firstName},`, 'Someone signed in with your staff account.'],
    details: [
      ['Date', utc(at, 'en')],
      ['Browser', browser],
      ['IP address', ip],
    ],
    notes: [
      'If it was you, there is nothing to do.',
      'If it was not you, end that session from Security in the console, change your password and tell an admin.',
    ],
  }),
};
