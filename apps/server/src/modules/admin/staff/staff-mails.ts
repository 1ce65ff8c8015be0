import type { StaffRole } from '@giro/shared/admin/staff-roles';
import { accountLifetimes } from '../../accounts/account-lifetimes.ts';
import type { MailTemplate } from '../../mail/mail-template.ts';

interface StaffInvitation {
  firstName: string;
  role: StaffRole;
  inviter: string;
  /** `<origin>/admin/invitation?token=…` */
  link: string;
}

const invitationDays = accountLifetimes.staffInvitationHours / 24;
const roles = {
  es: { operator: 'operador', admin: 'administrador' },
  en: { operator: 'operator', admin: 'admin' },
} as const;

/** The invited staff member: choose a password, then a second factor, to open the console. */
export const staffInvitationMail: MailTemplate<StaffInvitation> = {
  es: ({ firstName, role, inviter, link }, { operator }) => ({
    subject: `Su acceso a la consola de ${operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `${inviter} le invitó a la consola de ${operator.name} como ${roles.es[role]}. Elija su contraseña; después la consola le pedirá un segundo factor (una llave de acceso o una aplicación de autenticación).`,
    ],
    action: { label: 'Elegir contraseña', url: link },
    notes: [
      `El enlace caduca en ${invitationDays} días y solo puede usarse una vez. Nadie más conoce su contraseña.`,
      'Si no esperaba este mensaje, ignórelo.',
    ],
  }),
  en: ({ firstName, role, inviter, link }, { operator }) => ({
    subject: `Your access to the ${operator.name} console`,
    paragraphs: [
      `Hello ${firstName},`,
      `${inviter} invited you to the ${operator.name} console as ${roles.en[role]}. Choose your password; the console then asks for a second factor (a passkey or an authenticator app).`,
    ],
    action: { label: 'Choose a password', url: link },
    notes: [
      `The link expires in ${invitationDays} days and works only once. Nobody else knows your password.`,
      'If you did not expect this message, ignore it.',
    ],
  }),
};

export type StaffEvent = 'invited' | 'promoted' | 're_enabled' | 'factors_reset';

interface StaffChange {
  firstName: string;
  event: StaffEvent;
  actor: string;
  /** The staff member it happened to. */
  email: string;
  role: StaffRole;
}

const events = {
  es: {
    invited: (c: StaffChange) => `invitó a ${c.email} a la consola como ${roles.es[c.role]}`,
    promoted: (c: StaffChange) => `hizo administrador a ${c.email}`,
    re_enabled: (c: StaffChange) => `volvió a activar la cuenta de ${c.email}`,
    factors_reset: (c: StaffChange) =>
      `restableció los segundos factores de ${c.email}, que elegirá otros al entrar`,
  },
  en: {
    invited: (c: StaffChange) => `invited ${c.email} to the console as ${roles.en[c.role]}`,
    promoted: (c: StaffChange) => `made ${c.email} an admin`,
    re_enabled: (c: StaffChange) => `enabled the account of ${c.email} again`,
    factors_reset: (c: StaffChange) =>
      `reset the second factors of ${c.email}, who chooses new ones at the next sign-in`,
  },
} as const;

/** To every admin: who may now reach the console, or reach it with new factors. */
export const staffChangedMail: MailTemplate<StaffChange> = {
  es: (change, { operator }) => ({
    subject: `${operator.name}: cambio en el personal de la consola`,
    paragraphs: [
      `Hola ${change.firstName}:`,
      `${change.actor} ${events.es[change.event](change)}.`,
    ],
    notes: [
      'Si nadie del equipo debía hacerlo, revise la pantalla Personal y el registro de auditoría enseguida.',
    ],
  }),
  en: (change, { operator }) => ({
    subject: `${operator.name}: a change in the console's staff`,
    paragraphs: [
      `Hello ${change.firstName},`,
      `${change.actor} ${events.en[change.event](change)}.`,
    ],
    notes: [
      'If nobody on the team was meant to do this, check the Staff screen and the audit log at once.',
    ],
  }),
};
