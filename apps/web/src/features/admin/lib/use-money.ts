import { formatMoney } from '@giro/shared/locale-format';
import { useAppStore } from '@/lib/store/app-store';

/** Formats a decimal amount and its currency code in the console's language. */
export function useMoney(): (amount: string, currency: string, decimals?: number) => string {
  const language = useAppStore((state) => state.language);
  return (amount, currency, decimals) => formatMoney(amount, currency, language, decimals);
}
