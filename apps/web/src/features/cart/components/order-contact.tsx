import { formatCardGroups } from '@giro/shared/contact-info/card-format';
import { formatPhone } from '@giro/shared/contact-info/format-phone';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { paths } from '@/config/paths';
import type { ContactInfo } from '@/lib/store/app-state';
import { type SummaryRow, SummaryRows } from './summary-rows';

const missing = '-';

export type OrderContactProps = {
  contact: ContactInfo;
  /** AIS is delivered to an address, so only then is the address shown. */
  showAddress: boolean;
  onNavigate?: (() => void) | undefined;
};

type BlockProps = {
  title: string;
  editLabel: string;
  rows: SummaryRow[];
  onNavigate?: (() => void) | undefined;
};

function ContactBlock({ title, editLabel, rows, onNavigate }: BlockProps) {
  const { t } = useTranslation('cart');
  // The details are edited on /user-information itself: no link to where the sender already is.
  const onUserInfo = useMatch(paths.userInfo.path) !== null;
  return (
    <section className="mt-4 border-t border-slate-200 pt-4">
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-sm font-semibold text-brand-900">{title}</h3>
        {!onUserInfo && (
          <Link
            to={paths.userInfo.path}
            onClick={onNavigate}
            aria-label={editLabel}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('edit')}
          </Link>
        )}
      </div>
      <SummaryRows rows={rows} className="mt-1" />
    </section>
  );
}

/** Who sends and who receives, once both are named. */
export function OrderContact({ contact, showAddress, onNavigate }: OrderContactProps) {
  const { t } = useTranslation('cart');
  const { sender, receiver, bank } = contact;
  const row = (label: string, value: string) => ({ label, value: value.trim() || missing });
  const address = [
    row(t('fields.address'), receiver.address),
    row(t('fields.zipcode'), receiver.zipcode),
    row(t('fields.city'), receiver.city),
    row(t('fields.province'), receiver.province),
  ];
  return (
    <>
      <ContactBlock
        title={t('sender')}
        editLabel={t('editSender')}
        onNavigate={onNavigate}
        rows={[
          row(t('fields.fullname'), sender.fullname),
          row(t('fields.email'), sender.email),
          row(t('fields.phone'), formatPhone(sender.phone)),
        ]}
      />
      <ContactBlock
        title={t('receiver')}
        editLabel={t('editReceiver')}
        onNavigate={onNavigate}
        rows={[
          row(t('fields.fullname'), receiver.fullname),
          row(t('fields.phone'), formatPhone(receiver.phone)),
          row(t('fields.cardNumber'), formatCardGroups(bank.number_card)),
          row(t('fields.account'), formatCardGroups(bank.account)),
          row(t('fields.swift'), bank.swift),
          ...(showAddress ? address : []),
        ]}
      />
    </>
  );
}
