import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/use-site';

/**
 * Said where a call failed because Giro could not be reached while it is tried again: calm
 * (read out politely, not as an alert), and telling the sender nothing they typed is lost.
 */
export function UnreachableNotice() {
  const { t } = useTranslation('common');
  const brand = useSite().data?.operator.name || t('brand');
  return (
    <p
      role="status"
      className="flex items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-amber-200 border-t-amber-700" />
      {t('unreachable', { brand })}
    </p>
  );
}
