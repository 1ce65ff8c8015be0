import type { Language } from '@giro/shared';
import { AppError } from '../../lib/app-error.ts';

// Console-only failures; the console shows `message` as it comes.
const es = {
  email_taken: 'Ya existe una cuenta con ese correo.',
  staff_self_change: 'No puede cambiar su propio rol ni desactivar su propia cuenta.',
  agent_hash_taken: 'Ya existe un agente con ese enlace.',
  unknown_currency: 'Esa moneda de pago no existe.',
  wallet_taken: 'Ya existe una billetera de esa moneda en esa red.',
};

type AdminErrorCode = keyof typeof es;

const catalogue: Record<Language, Record<AdminErrorCode, string>> = {
  es,
  en: {
    email_taken: 'An account with that email already exists.',
    staff_self_change: 'You cannot change your own role or disable your own account.',
    agent_hash_taken: 'An agent with that link already exists.',
    unknown_currency: 'That payment currency does not exist.',
    wallet_taken: 'There is already a wallet for that currency on that network.',
  },
};

/** 409 with the console's own message; `code` is the key. */
export function adminConflict(code: AdminErrorCode): AppError {
  return new AppError(409, code, { message: (language) => catalogue[language][code] });
}

export const notFound = () => new AppError(404, 'not_found');
