import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The Giro mark (same drawing as the favicon) and wordmark; the link around it names it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2.5" aria-hidden="true">
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#0b2c4f'} />
        <path
          d="M22.5 11.2A8 8 0 1 0 24 16h-7.5"
          fill="none"
          stroke={inverted ? '#0b2c4f' : '#fff'}
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="16" r="2.2" fill="#2dd4bf" />
      </svg>
      <span
        className={cn(
          'text-2xl font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-brand-900',
        )}
      >
        {t('brand')}
      </span>
    </span>
  );
}
