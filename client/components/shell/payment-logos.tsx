// Small inline artwork for the payment and shipping badges in the footer (no external images, no requests).
// The brand colours are the providers' public ones; the drawings are simplified word marks.
import type { ReactElement } from 'react';

export type PaymentKind = 'paypal' | 'visa' | 'mastercard' | 'klarna' | 'sepa';

const FONT = 'Arial, Helvetica, sans-serif';

export const PAYMENT_LOGOS: Record<PaymentKind, { label: string; art: ReactElement }> = {
  paypal: {
    label: 'PayPal',
    art: (
      <text x="28" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="13" fontWeight="700" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  visa: {
    label: 'Visa',
    art: (
      <text x="28" y="23.5" textAnchor="middle" fontFamily={FONT} fontSize="15" fontWeight="800" fontStyle="italic" letterSpacing="0.5" fill="#1a1f71">
        VISA
      </text>
    ),
  },
  mastercard: {
    label: 'Mastercard',
    art: (
      <g>
        <circle cx="22.5" cy="18" r="9" fill="#eb001b" />
        <circle cx="33.5" cy="18" r="9" fill="#f79e1b" />
        <path d="M28 10.9a9 9 0 0 1 0 14.2 9 9 0 0 1 0-14.2Z" fill="#ff5f00" />
      </g>
    ),
  },
  klarna: {
    label: 'Klarna',
    art: (
      <g>
        <rect x="1" y="1" width="54" height="34" rx="5" fill="#ffb3c7" />
        <text x="28" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="12.5" fontWeight="700" fill="#17120f">
          Klarna.
        </text>
      </g>
    ),
  },
  sepa: {
    label: 'SEPA',
    art: (
      <g>
        <text x="26" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="13.5" fontWeight="800" fontStyle="italic" fill="#10298e">
          SEPA
        </text>
        <path d="M44 12.5l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3Z" fill="#ffbe00" />
      </g>
    ),
  },
};

export const DHL_GOGREEN_ART = (
  <g>
    <rect x="1" y="1" width="70" height="34" rx="5" fill="#ffcc00" />
    <text x="36" y="18" textAnchor="middle" fontFamily={FONT} fontSize="14" fontWeight="900" fontStyle="italic" fill="#d40511" letterSpacing="0.5">
      DHL
    </text>
    <text x="36" y="29" textAnchor="middle" fontFamily={FONT} fontSize="8.5" fontWeight="700" fill="#1e6b34">
      GoGreen
    </text>
  </g>
);
