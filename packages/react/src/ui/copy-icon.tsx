import { ICON_SVG } from './icons';

/** Its own module: only views loaded on demand show it, and icons.tsx is in every dApp's first load. */
export function CopyIcon() {
  return (
    <svg {...ICON_SVG} width={16} height={16}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}
