import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { homeHref } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';

export type OrderRefusalProps = {
  /** create_order's `result.message` (already in the sender's language) and `result.code`. */
  message: string;
  code: string;
  /** The recalculate link's text, from the caller's catalogue. */
  recalculateLabel: string;
};

/**
 * create_order said no with `error: true` (spec §8: the message in a red box). A changed price
 * can only be fixed by pricing the transfer again, so that refusal links to the calculator.
 */
export function OrderRefusal({ message, code, recalculateLabel }: OrderRefusalProps) {
  const freelancer = useAppStore((state) => state.freelancer);
  const recalculate = code === 'quote_changed' && (
    <Link to={homeHref(freelancer)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {recalculateLabel}
    </Link>
  );
  return <ErrorBox action={recalculate || undefined}>{message}</ErrorBox>;
}
