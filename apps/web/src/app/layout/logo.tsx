import { logoMark } from '@giro/shared/brand/logo-mark';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const { size, tile, ring, dot } = logoMark;

/** The mark alone (the favicon's drawing; receipts print it too). */
export function LogoMark({
  inverted = false,
  className,
}: {
  inverted?: boolean;
  className: string;
}) {
  return (
    <svg viewBox={`0 0 ${size} ${size}`} className={cn('shrink-0', className)} aria-hidden="true">
      <rect width={size} height={size} rx={tile.radius} fill={inverted ? ring.color : tile.color} />
      <path
        d={ring.path}
        fill="none"
        stroke={inverted ? tile.color : ring.color}
        strokeWidth={ring.width}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={dot.color} />
    </svg>
  );
}

/** The Giro mark and wordmark; the link around it names it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2.5" aria-hidden="true">
      <LogoMark inverted={inverted} className="size-9" />
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
