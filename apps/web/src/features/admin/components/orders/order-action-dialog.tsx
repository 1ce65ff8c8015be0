import {
  type AdminOrderDetail,
  type OrderAction,
  orderActionBodySchema,
} from '@giro/shared/admin/order-admin-contracts';
import { useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useOrderAction } from '../../api/orders';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { FormDialog } from '../common/form-dialog';

export type OrderActionDialogProps = {
  order: Pick<AdminOrderDetail, 'reference'>;
  action: OrderAction;
  onClose: () => void;
};

/** One status change with the note the history and the audit log keep; mails the sender. */
export function OrderActionDialog({ order, action, onClose }: OrderActionDialogProps) {
  const { t } = useAdminTranslation();
  const change = useOrderAction(onClose);
  const form = useZodForm(orderActionBodySchema, { defaultValues: { action, note: '' } });

  return (
    <FormDialog
      open
      title={t('orders.actionTitle', {
        action: t(`orders.actions.${action}`),
        reference: order.reference,
      })}
      onClose={onClose}
      form={form}
      onSubmit={(body) => change.mutate({ reference: order.reference, body })}
      pending={change.isPending}
      submitLabel={{ idle: t(`orders.actions.${action}`), pending: t('actions.saving') }}
    >
      <p className="text-sm text-slate-600">{t('orders.actionMail')}</p>
      <FormField label={t('orders.note')} hint={t('orders.noteHint')}>
        <Textarea rows={3} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
