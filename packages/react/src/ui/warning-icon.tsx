import { ICON_SVG } from './icons';

/** Its own module: only views loaded on demand show it, and icons.tsx is in every dApp's first load. */
export function WarningIcon() {
  return (
    <svg {...ICON_SVG} width={40} height={40}>
      <path d="M12 3l10 18H2L12 3z" />
      <path d="M12 10v5M12 18h.01" />
    </svg>
  );
}
