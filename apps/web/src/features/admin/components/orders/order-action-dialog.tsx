import {
  type AdminOrderDetail,
  type OrderAction,
  type OrderActionBody,
  type OrderActionBodyInput,
  orderActionBodySchema,
} from '@giro/shared/admin/order-admin-contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderActionBodyInput, unknown, OrderActionBody>({
    resolver: zodResolver(orderActionBodySchema),
    mode: 'onTouched',
    defaultValues: { action, note: '' },
  });
  const submit = handleSubmit((body) => change.mutate({ reference: order.reference, body }));

  return (
    <FormDialog
      open
      title={t('orders.actionTitle', {
        action: t(`orders.actions.${action}`),
        reference: order.reference,
      })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={change.isPending}
    >
      <p className="text-sm text-slate-600">{t('orders.actionMail')}</p>
      <Field label={t('orders.note')} hint={t('orders.noteHint')} error={errors.note?.message}>
        <Textarea rows={3} {...register('note')} />
      </Field>
    </FormDialog>
  );
}
