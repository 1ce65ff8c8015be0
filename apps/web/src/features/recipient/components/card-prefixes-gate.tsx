import type { CardPrefixLists } from '@giro/shared/contact-info/card-prefix';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCardPrefixes } from '../api/get-card-prefixes';

export type CardPrefixesGateProps = { children: (prefixLists: CardPrefixLists) => ReactNode };

/** The form checks cards against the operator's lists, so it waits for them. */
export function CardPrefixesGate({ children }: CardPrefixesGateProps) {
  const { t } = useTranslation(['recipient', 'common']);
  const prefixes = useCardPrefixes();
  if (prefixes.isSuccess) return children(prefixes.data);
  if (prefixes.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{t('prefixes.error')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          disabled={prefixes.isFetching}
          onClick={() => void prefixes.refetch()}
        >
          {t('prefixes.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex justify-center rounded-2xl bg-white p-10 shadow-sm">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}
