import { WalletIcon } from './icons';

/** A wallet's icon (EIP-6963 icons are data: URIs), or a neutral glyph when it has none. */
export function WalletImage({ src, size = 'md' }: { src?: string; size?: 'md' | 'lg' }) {
  if (!src) {
    return (
      <span className="airlock-wallet-image airlock-center" data-size={size} aria-hidden="true">
        <WalletIcon />
      </span>
    );
  }
  return <img className="airlock-wallet-image" data-size={size} src={src} alt="" aria-hidden="true" />;
}
