import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { OrderReferenceField } from './order-reference-field';

export type BankTransferPanelProps = {
  /** The order's reference once the mail was requested. */
  reference: string | null;
  pending: boolean;
  onRequest: () => void;
};

/** Bank transfer: the order is created, and its instructions mailed, only on request. */
export function BankTransferPanel({ reference, pending, onRequest }: BankTransferPanelProps) {
  const { t } = useTranslation('checkout');
  if (reference === null) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t('transfer.text')}</p>
        <Button size="lg" onClick={onRequest} disabled={pending}>
          <MailIcon className="size-5" />
          {pending ? t('transfer.requesting') : t('transfer.request')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="flex gap-2.5 rounded-xl bg-accent-50 p-4 text-sm font-medium text-accent-700 ring-1 ring-accent-300"
      >
        <MailIcon className="mt-px size-5 shrink-0" />
        {t('transfer.sent')}
      </p>
      <OrderReferenceField reference={reference} />
      <Link to={paths.transferRequested.path} className={buttonClasses({ size: 'lg' })}>
        {t('transfer.done')}
      </Link>
    </div>
  );
}
