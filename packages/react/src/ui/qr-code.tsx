import { useMemo } from 'react';
import { encode } from 'uqr';

/** Dark modules as one path of unit squares; black on white whatever the theme, as scanners expect. */
function modulePath(data: boolean[][]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/** A QR code rendered as SVG (no canvas, no inline style), with a quiet zone of 2 modules. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    return { size: qr.size, path: modulePath(qr.data) };
  }, [value]);
  return (
    <svg className="airlock-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
