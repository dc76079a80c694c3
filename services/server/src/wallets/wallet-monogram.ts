import { createHash } from 'node:crypto';

/** Words of a name, split at spaces, punctuation and camel case ("MetaMask" → Meta, Mask). */
function nameWords(name: string): string[] {
  return name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** One or two initials: "MetaMask" → MM, "Trust Wallet" → T, "1inch Wallet" → 1. */
export function walletInitials(name: string): string {
  const words = nameWords(name);
  const telling = words.filter((word) => word.toLowerCase() !== 'wallet');
  const chosen = (telling.length > 0 ? telling : words).slice(0, 2);
  const initials = chosen.map((word) => [...word][0]!.toUpperCase()).join('');
  return initials || '?';
}

/** A colour from the id, so a wallet keeps its colour and neighbours seldom share one. */
export function walletColour(id: string): string {
  const hue = createHash('sha256').update(id).digest().readUInt16BE(0) % 360;
  return `hsl(${hue} 55% 42%)`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A square monogram icon: the initials in white on the id's colour. */
export function walletMonogramSvg(id: string, name: string): string {
  const initials = escapeXml(walletInitials(name));
  const fontSize = initials.length > 1 ? 26 : 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" rx="14" fill="${walletColour(id)}"/>` +
    `<text x="32" y="32" dy="0.35em" font-family="system-ui,sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  );
}

/** The monogram as a `data:` URI, which a page with `img-src data:` shows without another request. */
export function walletMonogramDataUri(id: string, name: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(walletMonogramSvg(id, name)).toString('base64')}`;
}
