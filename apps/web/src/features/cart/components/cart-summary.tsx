import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAppStore } from '@/lib/store/app-store';
import { OrderSummary } from './order-summary';

export type CartSummaryProps = {
  /** Called when the visitor follows a link (closes the floating panel). */
  onContinue?: () => void;
};

/** The header cart's panel: the order summary with a continue link, or an empty-cart message. */
export function CartSummary({ onContinue }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const hasItem = useAppStore((state) => state.cart.length > 0);

  if (!hasItem) {
    return (
      <p className="flex items-center gap-3 p-5 text-sm text-slate-600">
        <CartIcon className="size-8 shrink-0 text-brand-300" />
        {t('empty')}
      </p>
    );
  }

  return (
    <OrderSummary
      onNavigate={onContinue}
      actions={
        <Link
          to={paths.userInfo.path}
          onClick={onContinue}
          className={`${buttonClasses({ size: 'md' })} w-full`}
        >
          {t('continue')}
        </Link>
      }
    />
  );
}
