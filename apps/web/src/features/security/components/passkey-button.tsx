import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonStyle } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { isPasskeyCancel } from '../lib/webauthn';

export type PasskeyButtonProps = ButtonStyle & {
  label: string;
  /** Runs the ceremony (the browser's prompt included) and what follows it. */
  run: () => Promise<unknown>;
  className?: string;
};

/** A button for a passkey ceremony: says it waits for the device, and why nothing happened. */
export function PasskeyButton({ label, run, ...style }: PasskeyButtonProps) {
  const { t } = useTranslation('security');
  const [waiting, setWaiting] = useState(false);
  const start = async () => {
    setWaiting(true);
    try {
      await run();
    } catch (error) {
      if (isPasskeyCancel(error)) notify.error(t('passkeys.cancelled'));
      else if (error instanceof Error) notify.error(error.message);
    } finally {
      setWaiting(false);
    }
  };
  return (
    <Button type="button" {...style} disabled={waiting} onClick={() => void start()}>
      {waiting ? t('passkeys.adding') : label}
    </Button>
  );
}
