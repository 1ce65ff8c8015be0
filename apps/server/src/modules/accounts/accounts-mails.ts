import type { MailTemplate } from '../mail/mail-template.ts';
import { accountLifetimes } from './account-lifetimes.ts';

export interface LinkMail {
  firstName: string;
  link: string;
}

const { activationHours, resetHours } = accountLifetimes;
const esHours = (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`);
const enHours = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

export const accountActivationMail: MailTemplate<LinkMail> = {
  es: ({ firstName, link }, { operator }) => ({
    subject: `Active su cuenta de ${operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Gracias por registrarse en ${operator.name}. Para activar su cuenta abra este enlace:`,
    ],
    action: { label: 'Activar cuenta', url: link },
    notes: [
      `El enlace caduca en ${esHours(activationHours)}.`,
      'Si usted no creó esta cuenta, ignore este mensaje.',
    ],
  }),
  en: ({ firstName, link }, { operator }) => ({
    subject: `Activate your ${operator.name} account`,
    paragraphs: [
      `Hello ${firstName},`,
      `Thank you for signing up with ${operator.name}. To activate your account, open this link:`,
    ],
    action: { label: 'Activate account', url: link },
    notes: [
      `The link expires in ${enHours(activationHours)}.`,
      'If you did not create this account, ignore this message.',
    ],
  }),
};

/** Sent instead of an activation mail when someone signs up with a taken address. */
export const accountExistsMail: MailTemplate<{ firstName: string; resetLink: string | null }> = {
  es: ({ firstName, resetLink }, { operator }) => ({
    subject: `Intento de registro en ${operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Alguien intentó crear una cuenta en ${operator.name} con esta dirección de correo, que ya tiene una cuenta.`,
      resetLink === null
        ? `Su cuenta está desactivada. Si desea volver a usarla, escríbanos a ${operator.email || operator.name}.`
        : 'Si fue usted y no recuerda su contraseña, puede restablecerla:',
    ],
    ...(resetLink !== null && { action: { label: 'Restablecer contraseña', url: resetLink } }),
    notes: ['Si no fue usted, ignore este mensaje: su cuenta no ha cambiado.'],
  }),
  en: ({ firstName, resetLink }, { operator }) => ({
    subject: `Sign-up attempt at ${operator.name}`,
    paragraphs: [
      `Hello ${firstName},`,
      `Someone tried to create a ${operator.name} account with this email address, which already has an account.`,
      resetLink === null
        ? `Your account is deactivated. If you want to use it again, write to ${operator.email || operator.name}.`
        : 'If it was you and you do not remember your password, you can reset it:',
    ],
    ...(resetLink !== null && { action: { label: 'Reset password', url: resetLink } }),
    notes: ['If it was not you, ignore this message: your account has not changed.'],
  }),
};

export const passwordResetMail: MailTemplate<LinkMail> = {
  es: ({ firstName, link }, { operator }) => ({
    subject: `Restablezca su contraseña de ${operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      'Recibimos una solicitud para restablecer su contraseña. Para elegir una nueva abra este enlace:',
    ],
    action: { label: 'Restablecer contraseña', url: link },
    notes: [
      `El enlace caduca en ${esHours(resetHours)} y solo puede usarse una vez.`,
      'Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.',
    ],
  }),
  en: ({ firstName, link }, { operator }) => ({
    subject: `Reset your ${operator.name} password`,
    paragraphs: [
      `Hello ${firstName},`,
      'We received a request to reset your password. To choose a new one, open this link:',
    ],
    action: { label: 'Reset password', url: link },
    notes: [
      `The link expires in ${enHours(resetHours)} and works only once.`,
      'If you did not ask for it, ignore this message: your password will not change.',
    ],
  }),
};
