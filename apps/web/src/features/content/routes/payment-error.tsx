import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OperatorChannels } from '@/components/operator-channels';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { getHref, paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppStore } from '@/lib/store/app-store';
import { useSite } from '@/lib/use-site';
import { useContent } from '../hooks/use-content';

/** Gateways that take cards: only their declines get the card's reasons. */
const cardMethods: readonly string[] = ['tropipay'] satisfies PaymentMethod[];

/**
 * Where a gateway sends the sender after a declined payment (spec §2): it names the method of
 * the order (the checkout keeps it), a card's usual reasons for a card gateway or when the method
 * is not known, and links to the transfer, which can still be paid.
 */
export function PaymentErrorRoute() {
  const { t } = useTranslation(['content', 'checkout']);
  const page = useContent('paymentError');
  useDocumentTitle(page.title);
  const operator = useSite().data?.operator;
  const method = useAppStore((state) => state.method);
  const reference = useAppStore((state) => state.order_id);
  const card = method !== null && cardMethods.includes(method);
  // Arrived with no order of this browser (another device, the address typed): it may have
  // been a card, so the card's usual reasons are listed, as the spec's failed-card page does.
  const maybeCard = card || method === null;
  const reasons = [page.reasons.cvv, page.reasons.secure, page.reasons.limit];
  let lead = page.leadGeneric;
  if (card) lead = page.lead;
  else if (method !== null) {
    lead = page.leadMethod.replace('{method}', t(`checkout:methods.${method}.name`));
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
          <CloseIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {page.title}
        </h1>
        <p className="mt-3 text-lg text-slate-600">{lead}</p>
      </header>

      {maybeCard && (
        <section className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-semibold text-brand-900">
            {card ? page.reasons.title : page.reasons.titleIfCard}
          </h2>
          <ul className="mt-5 space-y-5">
            {reasons.map((reason) => (
              <li key={reason.title} className="border-l-4 border-red-300 pl-4">
                <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 leading-7 text-slate-600">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.checkout.path} className={buttonClasses({ size: 'lg' })}>
          {page.retry}
        </Link>
        {reference && (
          <Link
            to={getHref(paths.transfer.path, { reference })}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {page.viewTransfer}
          </Link>
        )}
        <Link to={paths.home.path} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {page.home}
        </Link>
      </div>

      <section className="mt-10 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 className="text-xl font-semibold text-brand-900">{page.support.title}</h2>
        <p className="mt-2 text-slate-700">{page.support.text}</p>
        <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8">
          <Link to={paths.contact.path} className={buttonClasses({ variant: 'secondary' })}>
            {t('common.contactAction')}
          </Link>
          {operator && (
            <ul className="space-y-2">
              <OperatorChannels
                operator={operator}
                className="font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
                iconClassName="size-5 text-accent-600"
              />
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
