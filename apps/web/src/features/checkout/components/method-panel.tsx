import { formatMoney } from '@giro/shared/locale-format';
import type { CreateOrderResponse } from '@giro/shared/orders/create-order-contracts';
import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldOrder, isHoldCode } from '@/components/held-order';
import { OrderRefusal } from '@/components/order-refusal';
import { Busy } from '@/components/ui/busy';
import type { CartItem } from '@/lib/store/app-state';
import { selectTotalPrice, useAppStore } from '@/lib/store/app-store';
import { methodKind } from '../lib/method-kind';
import { BankTransferPanel } from './bank-transfer-panel';
import { FiatPaymentPanel } from './fiat-payment-panel';
import { GatewayPanel } from './gateway-panel';
import { RedirectPanel } from './redirect-panel';

export type MethodPanelProps = {
  method: PaymentMethod;
  item: CartItem;
  /** The order for this method is being created. */
  pending: boolean;
  response: CreateOrderResponse | undefined;
  /** Creates the order of a method that waits for the sender (bank transfer, Airtm, Payeer). */
  onRequest: () => void;
};

/** What the chosen method needs next, under its option (spec §2, states per method). */
export function MethodPanel({ method, item, pending, response, onRequest }: MethodPanelProps) {
  const { t } = useTranslation('checkout');
  const language = useAppStore((state) => state.language);
  const total = useAppStore(selectTotalPrice);
  const name = t(`methods.${method}.name`);
  const kind = methodKind(method);
  const order = response?.error === false ? response.result : null;
  const amount = formatMoney(total, item.currency, language);

  let content: ReactNode = null;
  if (order && isHoldCode(order.code)) {
    content = (
      <HeldOrder
        message={order.message}
        code={order.code}
        reference={order.reference}
        labels={{
          reference: t('held.reference'),
          transfer: t('held.transfer'),
          identity: t('held.identity'),
        }}
      />
    );
  } else if (kind === 'email') {
    const account = order?.fiat_account;
    content = (
      <BankTransferPanel
        order={order && account ? { reference: order.reference, account } : null}
        amount={amount}
        pending={pending}
        onRequest={onRequest}
      />
    );
  } else if (pending || (kind === 'redirect' && order)) {
    content = (
      <Busy
        label={
          kind === 'redirect' ? t('gateway.redirecting', { method: name }) : t('checkout.creating')
        }
      />
    );
  } else if (kind === 'redirect') {
    content = <RedirectPanel name={name} amount={amount} onPay={onRequest} />;
  } else if (order && kind === 'link') {
    content = <GatewayPanel name={name} url={order.url} />;
  } else if (order?.fiat_account && (method === 'zelle' || method === 'paypal')) {
    content = (
      <FiatPaymentPanel
        method={method}
        account={order.fiat_account}
        reference={order.reference}
        amount={amount}
      />
    );
  }

  if (!content && !response?.error) return null;
  return (
    <div className="mt-2 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {response?.error && (
        <OrderRefusal
          message={response.result.message}
          code={response.result.code}
          recalculateLabel={t('refusal.recalculate')}
        />
      )}
      {content}
    </div>
  );
}
