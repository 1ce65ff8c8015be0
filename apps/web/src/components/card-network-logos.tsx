import type { ReactNode } from 'react';

function CardBadge({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 30" role="img" aria-label={name} className="h-7 w-auto shrink-0">
      <rect width="48" height="30" rx="4" fill="#fff" />
      {children}
    </svg>
  );
}

function VisaLogo() {
  return (
    <CardBadge name="Visa">
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fill="#1a1f71"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="900"
      >
        VISA
      </text>
    </CardBadge>
  );
}

function MastercardLogo() {
  return (
    <CardBadge name="Mastercard">
      <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
      <circle cx="29" cy="15" r="8.5" fill="#f79e1b" />
      <path d="M24 8.1a8.5 8.5 0 0 1 0 13.8 8.5 8.5 0 0 1 0-13.8z" fill="#ff5f00" />
    </CardBadge>
  );
}

function AmexLogo() {
  return (
    <CardBadge name="American Express">
      <rect x="3" y="4" width="42" height="22" rx="2" fill="#2e77bc" />
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="10"
        fontWeight="800"
      >
        AMEX
      </text>
    </CardBadge>
  );
}

function FourBLogo() {
  return (
    <CardBadge name="4B">
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#d52b1e"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="16"
        fontWeight="900"
      >
        4B
      </text>
    </CardBadge>
  );
}

/** The accepted card networks (spec §9), in a row. */
export function CardNetworkLogos({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-2">
      <li>
        <VisaLogo />
      </li>
      <li>
        <MastercardLogo />
      </li>
      <li>
        <AmexLogo />
      </li>
      <li>
        <FourBLogo />
      </li>
    </ul>
  );
}
