import { formatMoney } from '@giro/shared/locale-format';
import { accountLifetimes } from '../accounts/account-lifetimes.ts';
import type { MailTemplate } from '../mail/mail-template.ts';
import { monthName } from './agent-page-messages.ts';

interface InvitationMail {
  agentName: string;
  /** `<origin>/agent-invitation?token=…` */
  link: string;
}

const invitationDays = accountLifetimes.invitationHours / 24;

/** A new agent account: choose a password to open the agent's page. */
export const agentInvitationMail: MailTemplate<InvitationMail> = {
  es: ({ agentName, link }, { operator }) => ({
    subject: `Su página de agente en ${operator.name}`,
    paragraphs: [
      `Hola ${agentName}:`,
      `${operator.name} le ha creado una cuenta de agente. En su página verá los envíos que llegan por su enlace y la comisión que gana con ellos.`,
      'Para empezar, elija una contraseña:',
    ],
    action: { label: 'Elegir contraseña', url: link },
    notes: [
      `El enlace caduca en ${invitationDays} días y solo puede usarse una vez.`,
      'Si no esperaba este mensaje, ignórelo.',
    ],
  }),
  en: ({ agentName, link }, { operator }) => ({
    subject: `Your agent page at ${operator.name}`,
    paragraphs: [
      `Hello ${agentName},`,
      `${operator.name} has created an agent account for you. Your page shows the transfers that come through your link and the commission you earn on them.`,
      'To start, choose a password:',
    ],
    action: { label: 'Choose a password', url: link },
    notes: [
      `The link expires in ${invitationDays} days and works only once.`,
      'If you did not expect this message, ignore it.',
    ],
  }),
};

/** An existing account became an agent's: it signs in as before. */
export const madeAgentMail: MailTemplate<{ firstName: string; agentName: string; link: string }> = {
  es: ({ firstName, agentName, link }, { operator }) => ({
    subject: `Ahora es agente de ${operator.name}`,
    paragraphs: [
      `Hola ${firstName}:`,
      `Su cuenta de ${operator.name} es ahora la del agente «${agentName}». Inicie sesión como siempre y abra su página de agente para ver sus envíos y su comisión.`,
    ],
    action: { label: 'Abrir mi página de agente', url: link },
    notes: ['Si cree que se trata de un error, responda a este mensaje.'],
  }),
  en: ({ firstName, agentName, link }, { operator }) => ({
    subject: `You are now a ${operator.name} agent`,
    paragraphs: [
      `Hello ${firstName},`,
      `Your ${operator.name} account is now that of the agent “${agentName}”. Sign in as usual and open your agent page to see your transfers and your commission.`,
    ],
    action: { label: 'Open my agent page', url: link },
    notes: ['If you think this is a mistake, reply to this message.'],
  }),
};

interface SettlementMail {
  firstName: string;
  month: string;
  settled: readonly { currency: string; amount: string }[];
  link: string;
}

const amounts = ({ settled }: SettlementMail, language: 'es' | 'en') =>
  settled.map(({ currency, amount }) => formatMoney(amount, currency, language));

/** The operator paid the agent's commission for a month. */
export const settlementMail: MailTemplate<SettlementMail> = {
  es: (data, { operator }) => ({
    subject: `${operator.name} liquidó su comisión de ${monthName(data.month, 'es')}`,
    paragraphs: [
      `Hola ${data.firstName}:`,
      `${operator.name} liquidó su comisión de ${monthName(data.month, 'es')}:`,
    ],
    details: amounts(data, 'es').map((amount) => ['Importe', amount] as const),
    action: { label: 'Ver mi página de agente', url: data.link },
  }),
  en: (data, { operator }) => ({
    subject: `${operator.name} settled your ${monthName(data.month, 'en')} commission`,
    paragraphs: [
      `Hello ${data.firstName},`,
      `${operator.name} settled your commission for ${monthName(data.month, 'en')}:`,
    ],
    details: amounts(data, 'en').map((amount) => ['Amount', amount] as const),
    action: { label: 'See my agent page', url: data.link },
  }),
};
