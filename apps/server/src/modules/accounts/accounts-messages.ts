import type { Language } from '@giro/shared';

// Success messages of the account calls; failures use the shared `errors.<code>` catalogue.
const es = {
  sign_up: 'Revise su correo para activar su cuenta',
  activated: 'Cuenta activada. Ya puede iniciar sesión.',
  already_active: 'Su cuenta ya está activa. Inicie sesión para continuar.',
  signed_out: 'Sesión cerrada',
  reset_requested:
    'Si existe una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña.',
  password_reset: 'Contraseña restablecida. Ya puede iniciar sesión.',
  name_updated: 'Nombre actualizado',
  password_updated: 'Contraseña actualizada',
  deactivated: 'Su cuenta ha sido desactivada',
  activation_resent:
    'Si esa cuenta aún no está activada, le enviamos un nuevo enlace de activación. Revise su correo.',
};

export type AccountMessage = keyof typeof es;

const catalogue: Record<Language, Record<AccountMessage, string>> = {
  es,
  en: {
    sign_up: 'Check your email to activate your account',
    activated: 'Account activated. You can sign in now.',
    already_active: 'Your account is already active. Sign in to continue.',
    signed_out: 'Signed out',
    reset_requested:
      'If an account exists for that email, we have sent it a link to reset the password.',
    password_reset: 'Password reset. You can sign in now.',
    name_updated: 'Name updated',
    password_updated: 'Password updated',
    deactivated: 'Your account has been deactivated',
    activation_resent:
      'If that account is not activated yet, we have sent it a new activation link. Check your email.',
  },
};

export function accountMessage(language: Language, key: AccountMessage): string {
  return catalogue[language][key];
}
