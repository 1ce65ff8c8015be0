import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ButtonStyle, buttonClasses } from '@/components/ui/button';
import { getHref, paths } from '@/config/paths';

/** 'Enviar de nuevo': opens today's quote for the same transfer. */
export function SendAgainLink({
  reference,
  size,
}: {
  reference: string;
  size?: ButtonStyle['size'];
}) {
  const { t } = useTranslation('transfers');
  return (
    <Link
      to={getHref(paths.transferSendAgain.path, { reference })}
      aria-label={t('again.actionFor', { reference })}
      className={buttonClasses({ variant: 'secondary', size })}
    >
      {t('again.action')}
    </Link>
  );
}
