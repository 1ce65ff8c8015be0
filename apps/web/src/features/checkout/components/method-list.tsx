import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { UnreachableNotice } from '@/components/unreachable-notice';
import type { CartItem } from '@/lib/store/app-state';
import { useRetryWhileUnreachable } from '@/lib/use-retry-while-unreachable';
import { useCreateOrder } from '../api/create-order';
import { leaveFor } from '../lib/leave-for';
import { createsOrderOnChoice, methodKind } from '../lib/method-kind';
import { MethodOption } from './method-option';
import { MethodPanel } from './method-panel';

export type MethodListProps = { methods: PaymentMethod[]; item: CartItem };

/** The methods offered for the cart; the chosen one opens its panel beneath it. */
export function MethodList({ methods, item }: MethodListProps) {
  const { t } = useTranslation('checkout');
  const [selected, setSelected] = useState<PaymentMethod | null>(null);
  const createOrder = useCreateOrder(item);

  const requestOrder = (method: PaymentMethod) =>
    createOrder.mutate(method, {
      onSuccess: ({ error, result }) => {
        // Airtm and Payeer take the sender to their form once the order exists (spec §2).
        if (!error && methodKind(method) === 'redirect') leaveFor(result.formUrl);
      },
    });

  // create_order answers the same open order again: asking again cannot make a second one.
  const unreachable = useRetryWhileUnreachable(createOrder.error, () => {
    if (createOrder.variables) requestOrder(createOrder.variables);
  });

  const choose = (method: PaymentMethod) => {
    setSelected(method);
    if (createsOrderOnChoice(method)) requestOrder(method);
    else createOrder.reset();
  };

  const forSelected = createOrder.variables === selected;
  return (
    <>
      <ul aria-label={t('checkout.methods')} className="space-y-3">
        {methods.map((method) => (
          <li key={method}>
            <MethodOption
              method={method}
              currency={item.currency}
              selected={method === selected}
              disabled={createOrder.isPending}
              onChoose={() => choose(method)}
            />
            {method === selected && (
              <MethodPanel
                method={method}
                item={item}
                pending={forSelected && createOrder.isPending}
                response={forSelected ? createOrder.data : undefined}
                onRequest={() => requestOrder(method)}
              />
            )}
          </li>
        ))}
      </ul>
      {unreachable && <UnreachableNotice />}
      <AlertDialog
        message={unreachable ? null : (createOrder.error?.message ?? null)}
        title={t('alert.title')}
        onClose={() => createOrder.reset()}
      />
    </>
  );
}
