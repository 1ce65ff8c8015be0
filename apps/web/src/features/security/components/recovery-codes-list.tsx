import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/lib/store/app-store';
import { useSecurity } from '../api/get-security';

export type RecoveryCodesListProps = {
  codes: readonly string[];
  onSaved: () => void;
};

/** Ten codes shown once: to copy or download, then 'Ya los guardé'. */
export function RecoveryCodesList({ codes, onSaved }: RecoveryCodesListProps) {
  const { t } = useTranslation('security');
  const account = useSecurity().data?.email ?? '';
  const site = useAppStore((state) => state.domain_name);
  const text = [t('recovery.fileHeading', { account, site }), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('recovery.copied'));
    } catch {
      notify.error(t('recovery.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: t('recovery.fileName'),
    });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
        {t('recovery.newText')}
      </div>
      <ul
        aria-label={t('recovery.listLabel')}
        // As many columns as whole codes fit: a code never breaks at its hyphens.
        className="grid grid-cols-[repeat(auto-fill,minmax(20ch,1fr))] gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200 select-all"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <CopyIcon className="size-4" />
          {t('recovery.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button size="sm" className="ml-auto" onClick={onSaved}>
          {t('recovery.saved')}
        </Button>
      </div>
    </div>
  );
}
