import type { AgentProfile } from '@giro/shared/agents/agent-contracts';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { QrCode } from '@/components/ui/qr-code';
import { AgentCard } from './agent-card';

/** The storefront link the agent shares, a copy button and its QR code for a phone's camera. */
export function AgentLinkCard({ profile }: { profile: AgentProfile }) {
  const { t } = useTranslation('agent');
  return (
    <AgentCard title={t('link.title')} lead={t('link.lead')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-3">
          <CopyField
            label={t('link.label')}
            value={profile.link}
            copyLabel={t('link.copyLabel')}
            copyText={t('link.copy')}
            copiedText={t('link.copied')}
            failedText={t('link.copyFailed')}
            breakAll
          />
          <p className="text-sm text-slate-600">{t('link.qrHint')}</p>
        </div>
        <QrCode
          value={profile.link}
          label={t('link.qr')}
          className="size-40 shrink-0 self-center rounded-lg ring-1 ring-slate-200"
        />
      </div>
    </AgentCard>
  );
}
