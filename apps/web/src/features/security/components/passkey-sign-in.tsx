import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { passkeysSupported } from '../lib/webauthn';
import { PasskeyButton } from './passkey-button';

export type PasskeySignInProps = {
  /** The new session's token. */
  onSignedIn: (token: string) => Promise<unknown>;
};

/**
 * 'Entrar con llave de acceso' on the sign-in panel, for senders who added one: no
 * address, no password. In the server's markup too, so the form below it never moves; a browser
 * without WebAuthn (rare) drops it once the page runs.
 */
export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const { t } = useTranslation('security');
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  return (
    <div className="space-y-4">
      <PasskeyButton
        size="lg"
        variant="secondary"
        className="w-full"
        label={t('passkeySignIn.button')}
        run={async () => onSignedIn((await signInWithPasskey()).token)}
      />
      <p className="flex items-center gap-3 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t('passkeySignIn.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
