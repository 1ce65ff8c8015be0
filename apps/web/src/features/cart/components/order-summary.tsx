import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store/app-store';
import { OrderAmounts } from './order-amounts';
import { OrderContact } from './order-contact';

export type OrderSummaryProps = {
  /** Called when the sender follows an 'Editar' link (closes a floating panel). */
  onNavigate?: (() => void) | undefined;
  /** Links or buttons under the summary. */
  actions?: ReactNode;
};

/**
 * The cart's item with its sender and receiver (spec §2), for the header's cart, /user-information
 * and checkout. Renders nothing for an empty cart.
 */
export function OrderSummary({ onNavigate, actions }: OrderSummaryProps) {
  const { t } = useTranslation('cart');
  const item = useAppStore((state) => state.cart[0]);
  const contact = useAppStore((state) => state.contact);
  if (!item) return null;
  const named = contact.sender.fullname.trim() !== '' && contact.receiver.fullname.trim() !== '';

  return (
    <div className="p-5">
      <h2 className="text-base font-semibold text-brand-900">{t('title')}</h2>
      {!item.isCurrencyFiat && (
        <p className="mt-3 rounded-lg bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
          {t('payIn', { currency: item.currency })}
        </p>
      )}
      <OrderAmounts item={item} />
      {named && (
        <OrderContact
          contact={contact}
          showAddress={item.destination_currency === 'AIS'}
          onNavigate={onNavigate}
        />
      )}
      {/* Pinned to the bottom of a scrolling panel (the header's cart): always in reach. */}
      {actions && (
        <div className="sticky bottom-0 -mx-5 -mb-5 mt-4 border-t border-slate-100 bg-white px-5 py-4">
          {actions}
        </div>
      )}
    </div>
  );
}
