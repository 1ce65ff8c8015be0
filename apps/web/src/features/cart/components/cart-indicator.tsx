import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/ui/dropdown';
import { CartIcon } from '@/components/ui/icons';
import { selectCartCount, useAppStore } from '@/lib/store/app-store';

// Fetched when the cart is first opened: every page shows the button, few visitors open it.
const CartSummary = lazy(() =>
  import('./cart-summary').then((module) => ({ default: module.CartSummary })),
);

/** Header cart button with the item count; opens the cart summary under it. */
export function CartIndicator() {
  const { t } = useTranslation('cart');
  const count = useAppStore(selectCartCount);
  return (
    <Dropdown
      triggerClassName="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
      panelClassName="max-h-[min(34rem,calc(100dvh-var(--spacing-header)-1rem))] overflow-y-auto max-sm:fixed max-sm:inset-x-4 max-sm:top-header sm:w-80"
      trigger={
        <>
          <CartIcon className="size-6" />
          {/* The name is text, not aria-label: every reader and tool says "Carrito: 1 envío". */}
          <span className="sr-only">{t('button', { count })}</span>
          <span
            aria-hidden="true"
            className={`absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${count > 0 ? 'bg-accent-500 text-brand-950' : 'bg-slate-200 text-slate-600'}`}
          >
            {count}
          </span>
        </>
      }
    >
      {(close) => (
        <Suspense>
          <CartSummary onContinue={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
