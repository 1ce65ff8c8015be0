import { destinationCodeSchema } from '@giro/shared/pricing/enum-schemas';
import { payModeOf } from '@giro/shared/pricing/enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { homeHref } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import type { SenderPrefill } from '../hooks/use-sender-prefill';
import { CardPrefixesGate } from './card-prefixes-gate';
import type { ContactInfoFormProps } from './contact-info-form';
import { ContactInfoForm } from './contact-info-form';

export type UserInformationPageProps = {
  /** The order summary, shown beside the form on large screens. */
  summary: ReactNode;
  senderPrefill?: SenderPrefill | undefined;
  /** 'Elegir destinatario', given the cart's destination. */
  receiverPicker?: (destination: string) => ContactInfoFormProps['receiverPicker'];
};

/** /user-information: the form for the cart's destination, with the order summary beside it. */
export function UserInformationPage({
  summary,
  senderPrefill,
  receiverPicker,
}: UserInformationPageProps) {
  const { t } = useTranslation('recipient');
  const item = useAppStore((state) => state.cart[0]);
  const freelancer = useAppStore((state) => state.freelancer);
  const destination = destinationCodeSchema.safeParse(item?.destination_currency);
  // The route's guard lets only a cart in; a cart from an older version may name no destination.
  if (!item || !destination.success) return <Navigate to={homeHref(freelancer)} replace />;

  return (
    <Page title={t('userInfo.title')} lead={t('userInfo.lead')}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CardPrefixesGate>
          {(prefixLists) => (
            <ContactInfoForm
              destination={destination.data}
              prefixLists={prefixLists}
              payMode={payModeOf({ fiat: item.isCurrencyFiat })}
              senderPrefill={senderPrefill}
              receiverPicker={receiverPicker?.(destination.data)}
            />
          )}
        </CardPrefixesGate>
        {/* Not sticky: with the sender and receiver the summary outgrows a laptop's screen, and a
            scrolling box inside the page hid its last rows (the SWIFT). */}
        <aside className="hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
          {summary}
        </aside>
      </div>
    </Page>
  );
}
