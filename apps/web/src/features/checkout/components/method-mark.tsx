import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import type { ReactNode } from 'react';

/**
 * Each method's mark, drawn inline in the brand's colours (no request, no font): the method's
 * name is always written beside it, so the mark only helps recognition. These are Giro's own
 * drawings after each brand's mark; an operator may swap in the brands' official artwork.
 */
const marks: Record<PaymentMethod, { background: string; glyph: ReactNode }> = {
  zelle: {
    background: '#6D1ED4',
    glyph: (
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round" strokeWidth="3">
        <path d="M14 14h16L14 30h16" />
        <path d="M22 9v5M22 30v5" />
      </g>
    ),
  },
  paypal: {
    background: '#FFFFFF',
    glyph: (
      <g>
        <path
          fill="#003087"
          d="M15 33 19 10h9c5 0 7.5 2.5 6.7 6.7-.9 5-4.5 7.3-9.5 7.3h-4.1L19.6 33Z"
        />
        <path
          fill="#0070E0"
          d="M18.5 36 22 16h7c3.6 0 5.3 1.9 4.7 5.1-.8 4.2-3.8 6.1-7.9 6.1h-3.4L21.2 36Z"
        />
      </g>
    ),
  },
  transferencia: {
    background: '#E2E8F0',
    glyph: (
      <g fill="#1E3A5F">
        <path d="M22 8 8 15v3h28v-3Z" />
        <path d="M11 20h4v10h-4zM20 20h4v10h-4zM29 20h4v10h-4zM8 32h28v4H8z" />
      </g>
    ),
  },
  tropipay: {
    background: '#0F5FDC',
    glyph: <path fill="#fff" d="M12 12h20v5h-7.5v16h-5V17H12Z" />,
  },
  ducapp: {
    background: '#111827',
    glyph: (
      <path
        fill="none"
        stroke="#34D399"
        strokeWidth="4"
        d="M14 11h7a11 11 0 0 1 0 22h-7Z"
        strokeLinejoin="round"
      />
    ),
  },
  airtm: {
    background: '#1F6FEB',
    glyph: (
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeWidth="3.5">
        <path d="M10 26c4-8 8-8 12 0s8 8 12 0" />
        <path d="M10 18c4-8 8-8 12 0s8 8 12 0" opacity=".6" />
      </g>
    ),
  },
  payeer: {
    background: '#1A72BD',
    glyph: (
      <path
        fill="#fff"
        d="M15 10h9.5c5.2 0 8.5 2.9 8.5 7.6S29.7 25 24.5 25H20v9h-5Zm5 4.5v6H24c2.3 0 3.8-1.1 3.8-3s-1.5-3-3.8-3Z"
      />
    ),
  },
  crypto: {
    background: '#F7931A',
    glyph: (
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeWidth="3">
        <path d="M16 12h9a5 5 0 0 1 0 10h-9Zm0 10h10a5 5 0 0 1 0 10H16Z" />
        <path d="M19 8v4M24 8v4M19 32v4M24 32v4" />
      </g>
    ),
  },
};

/** The method's mark, decorative: its name is the text beside it. */
export function MethodMark({ method }: { method: PaymentMethod }) {
  const { background, glyph } = marks[method];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 44 44"
      className="size-11 shrink-0 rounded-lg ring-1 ring-slate-200"
      data-method-mark={method}
    >
      <rect width="44" height="44" rx="8" fill={background} />
      {glyph}
    </svg>
  );
}
