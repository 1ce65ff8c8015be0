import type { AgentProfile } from '@giro/shared/agents/agent-contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';
import { formatPercent } from '../lib/agent-format';
import { AgentCard } from './agent-card';

/** What the operator set for the agent: the destinations they may sell and their share. */
export function AgentTermsCard({ profile }: { profile: AgentProfile }) {
  const { t } = useTranslation('agent');
  const language = useAppStore((state) => state.language);
  return (
    <AgentCard title={t('terms.title')}>
      <dl className="space-y-5">
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('terms.destinations')}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {profile.destinations.map((destination) => (
                <li
                  key={destination}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
                >
                  {destination}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('terms.share')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">
            {formatPercent(profile.commission_share_percent, language)}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{t('terms.shareHint')}</dd>
        </div>
      </dl>
    </AgentCard>
  );
}
