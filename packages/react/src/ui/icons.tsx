const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** Points back: to the left, and to the right where text runs right to left (mirrored by the stylesheet). */
export function BackIcon() {
  return (
    <svg {...common} className="airlock-directional-icon">
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg {...common} width={16} height={16}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <path d="M5 12l5 5L19 7" />
    </svg>
  );
}

export function WalletIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="6" width="18" height="13" rx="3" />
      <path d="M16 12.5h2M3 9h18" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...common} width={40} height={40}>
      <path d="M12 3l10 18H2L12 3z" />
      <path d="M12 10v5M12 18h.01" />
    </svg>
  );
}
