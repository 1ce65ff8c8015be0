import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { linkClasses } from './link-button';

export type ActivationResultProps = { success: boolean; message: string };

/**
 * The server's activation status, and the next step: sign in, or back home. A failed link still
 * offers sign-in: the account may have been activated already (an older link, another device).
 */
export function ActivationResult({ success, message }: ActivationResultProps) {
  const { t } = useTranslation(['account', 'common']);
  const Icon = success ? CheckIcon : CloseIcon;
  return (
    <div className="text-center">
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          success ? 'bg-accent-50 text-accent-700' : 'bg-red-50 text-red-700',
        )}
      >
        <Icon className="size-7" />
      </span>
      <p role="status" className="mt-4 text-lg font-medium text-slate-800">
        {message}
      </p>
      <Link
        to={success ? paths.login.path : paths.home.path}
        className={cn(buttonClasses({ size: 'lg' }), 'mt-6 w-full')}
      >
        {success ? t('userActivation.signIn') : t('common:actions.backHome')}
      </Link>
      {!success && (
        <Link to={paths.login.path} className={cn(linkClasses, 'mt-4 inline-block text-sm')}>
          {t('userActivation.alreadyActive')}
        </Link>
      )}
    </div>
  );
}
