import { useId, type ReactNode } from 'react';
import { WalletImage } from './wallet-image';

export interface WalletRowTag {
  label: string;
  tone?: 'accent';
}

/**
 * One wallet in a list: a button named by the wallet, its tag ("Installed", "Recent", a count)
 * read as the button's description.
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
  const tagId = useId();
  return (
    <li data-testid={testId}>
      <button type="button" className="airlock-row" aria-label={name} aria-describedby={tag ? tagId : undefined} onClick={onSelect}>
        {icon ?? <WalletImage src={imageUrl} />}
        <span className="airlock-row-label">{name}</span>
        {tag ? (
          <span id={tagId} className="airlock-tag" data-tone={tag.tone}>
            {tag.label}
          </span>
        ) : null}
      </button>
    </li>
  );
}
