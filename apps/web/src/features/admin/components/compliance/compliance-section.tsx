import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { usePaymentCurrencies } from '../../api/payment-currencies';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { AdminSection } from '../common/admin-section';
import { ClaimsPanel } from './claims-panel';
import { ClearancesPanel } from './clearances-panel';
import { IdentityReviewPanel } from './identity-review-panel';
import { LimitsPanel } from './limits-panel';
import { ListsPanel } from './lists-panel';
import { RefundsPanel } from './refunds-panel';
import { ReviewsPanel } from './reviews-panel';
import { SettingsPanel } from './settings-panel';
import { SignalsPanel } from './signals-panel';

const tabs = [
  'reviews',
  'clearances',
  'identity',
  'signals',
  'refunds',
  'claims',
  'lists',
  'limits',
  'settings',
] as const;
type Tab = (typeof tabs)[number];

function FiatLimits({ canEdit }: { canEdit: boolean }) {
  const currencies = usePaymentCurrencies();
  const fiat = (currencies.data ?? []).filter((c) => c.fiat).map((c) => c.code);
  return <LimitsPanel currencies={fiat} canEdit={canEdit} />;
}

// The list, the limits and the settings decide who is screened and stopped: an admin's, under
// step-up (the server refuses anyone else); an operator reads them.
const panels: Record<Tab, (canControl: boolean) => ReactNode> = {
  reviews: () => <ReviewsPanel />,
  clearances: () => <ClearancesPanel />,
  identity: () => <IdentityReviewPanel />,
  signals: () => <SignalsPanel />,
  refunds: () => <RefundsPanel />,
  claims: () => <ClaimsPanel />,
  lists: (canControl) => <ListsPanel canEdit={canControl} />,
  limits: (canControl) => <FiatLimits canEdit={canControl} />,
  settings: (canControl) => <SettingsPanel canEdit={canControl} />,
};

/**
 * Compliance: orders held by sanctions screening, identity verifications, structuring signals,
 * refunds owed, error claims, the SDN list, sender limits and the settings of them all.
 */
export function ComplianceSection({ canControl }: { canControl: boolean }) {
  const { t } = useAdminTranslation();
  // The tab is in the address (?tab=lists), so the banner and a bookmark can open one.
  const [search, setSearch] = useSearchParams();
  const tab = tabs.find((name) => name === search.get('tab')) ?? 'reviews';
  return (
    <AdminSection title={t('compliance.title')} description={t('compliance.description')}>
      <div role="tablist" aria-label={t('compliance.title')} className="mb-5 flex flex-wrap gap-1">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`compliance-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="compliance-panel"
            className={cn(
              'rounded-lg px-3 py-2 text-sm font-medium',
              tab === name ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50',
            )}
            onClick={() => setSearch({ tab: name }, { replace: true })}
          >
            {t(`compliance.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="compliance-panel" role="tabpanel" aria-labelledby={`compliance-tab-${tab}`}>
        {panels[tab](canControl)}
      </div>
    </AdminSection>
  );
}
