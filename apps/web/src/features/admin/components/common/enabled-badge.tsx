import { cn } from '@/lib/cn';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** "On" / "Off" for anything the operator switches. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {enabled ? t('status.on') : t('status.off')}
    </span>
  );
}
