import type { CreateOrderHoldCode } from '@giro/shared/orders/create-order-contracts';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { getHref, paths } from '@/config/paths';

export type HeldOrderProps = {
  /** create_order's `result.message` (already in the sender's language) and hold code. */
  message: string;
  code: CreateOrderHoldCode;
  reference: string;
  /** The texts, from the caller's catalogue. */
  labels: { reference: string; transfer: string; identity: string };
};

/**
 * The order was placed but cannot be paid yet (create_order's hold codes): no account, wallet
 * or payment page, only why, its reference (which the mails quote), and where the sender follows
 * it — the transfer's page, and the identity page when that is what it waits for.
 */
export function HeldOrder({ message, code, reference, labels }: HeldOrderProps) {
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <p className="text-sm font-medium">{message}</p>
      <p className="mt-2 text-sm">
        {labels.reference}{' '}
        <span className="font-mono font-semibold tracking-wide">{reference}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {code === 'identity_required' && (
          <Link to={paths.profileIdentity.path} className={buttonClasses({ size: 'sm' })}>
            {labels.identity}
          </Link>
        )}
        <Link
          to={getHref(paths.transfer.path, { reference })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {labels.transfer}
        </Link>
      </div>
    </div>
  );
}

const holdCodes: readonly string[] = ['compliance_review', 'identity_required'];

/** Whether create_order answered a placed order that waits (a review, the sender's identity). */
export function isHoldCode(code: string): code is CreateOrderHoldCode {
  return holdCodes.includes(code);
}
