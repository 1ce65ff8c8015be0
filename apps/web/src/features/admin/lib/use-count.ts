import { formatCount } from '@giro/shared/locale-format';
import { useAppStore } from '@/lib/store/app-store';

/** Formats a whole count in the console's language ("14.965" / "14,965"). */
export function useCount(): (count: number) => string {
  const language = useAppStore((state) => state.language);
  return (count) => formatCount(count, language);
}
