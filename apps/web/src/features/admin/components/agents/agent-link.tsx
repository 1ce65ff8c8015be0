import { CopyField } from '@/components/ui/copy-field';
import { homeHref } from '@/config/paths';
import { useAdminTranslation } from '../../lib/use-admin-translation';

/** The storefront link an agent shares (`/?hash=…`), with a copy button. */
export function AgentLink({ hash, name }: { hash: string; name: string }) {
  const { t } = useAdminTranslation();
  return (
    <CopyField
      label={t('agents.link')}
      value={`${window.location.origin}${homeHref(hash)}`}
      copyLabel={t('agents.copyLink', { name })}
      copyText={t('agents.copy')}
      copiedText={t('agents.linkCopied')}
      failedText={t('agents.linkCopyFailed')}
      breakAll
    />
  );
}
