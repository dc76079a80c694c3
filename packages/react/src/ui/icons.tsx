/** What every icon's <svg> shares. */
export const ICON_SVG = {
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
    <svg {...ICON_SVG}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** Points back: to the left, and to the right where text runs right to left (mirrored by the stylesheet). */
export function BackIcon() {
  return (
    <svg {...ICON_SVG} className="airlock-directional-icon">
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...ICON_SVG} width={18} height={18}>
      <path d="M5 12l5 5L19 7" />
    </svg>
  );
}

export function WalletIcon() {
  return (
    <svg {...ICON_SVG}>
      <rect x="3" y="6" width="18" height="13" rx="3" />
      <path d="M16 12.5h2M3 9h18" />
    </svg>
  );
}
