import type { ReactNode } from 'react';
import { WalletImage } from './wallet-image';

export interface WalletRowTag {
  label: string;
  tone?: 'accent';
}

/**
 * One wallet in a list: a button whose name is what it shows, the wallet and its tag ("Installed",
 * "Recent", a count), so speech and sight agree (axe: label-content-name-mismatch).
 */
export function WalletRow({
  name,
  imageUrl,
  icon,
  tag,
  onSelect,
  testId,
}: {
  name: string;
  imageUrl?: string;
  /** Drawn instead of `imageUrl` (the WalletConnect mark). */
  icon?: ReactNode;
  tag?: WalletRowTag;
  onSelect(): void;
  testId?: string;
}) {
  return (
    <li data-testid={testId}>
      <button type="button" className="airlock-row" onClick={onSelect}>
        {icon ?? <WalletImage src={imageUrl} />}
        <span className="airlock-row-label">{name}</span>{' '}
        {tag ? (
          <span className="airlock-tag" data-tone={tag.tone}>
            {tag.label}
          </span>
        ) : null}
      </button>
    </li>
  );
}
