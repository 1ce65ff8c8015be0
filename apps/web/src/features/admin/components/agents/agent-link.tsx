import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { homeHref } from '@/config/paths';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** The storefront link an agent shares (`/?hash=…`), with a copy button. */
export function AgentLink({ hash, name }: { hash: string; name: string }) {
  const { t } = useAdminTranslation();
  const link = `${window.location.origin}${homeHref(hash)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('agents.linkCopied'));
    } catch {
      toast.error(t('agents.linkCopyFailed'));
    }
  };

  return (
    <div className="flex items-center gap-2">
      <code className="max-w-64 truncate rounded bg-slate-100 px-2 py-1 text-xs">{link}</code>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('agents.copyLink', { name })}
        onClick={() => void copy()}
      >
        <CopyIcon className="size-4" />
      </Button>
    </div>
  );
}
