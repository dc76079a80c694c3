const TINT_STEPS = [0, 15, 30, 45, 60];

function hueFromAddress(address: string): number {
  let hash = 0;
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** A gradient derived from the address: one hue in five tints 15% apart (spec §9). SVG attributes, no inline CSS. */
export function Avatar({ address, label }: { address: string; label: string }) {
  const hue = hueFromAddress(address);
  const id = `airlock-avatar-${address.slice(2, 10)}`;
  return (
    <svg className="airlock-avatar" viewBox="0 0 64 64" role="img" aria-label={label}>
      <defs>
        <radialGradient id={id} cx="30%" cy="30%" r="90%">
          {TINT_STEPS.map((step, index) => (
            <stop key={step} offset={`${index * 25}%`} stopColor={`hsl(${hue} 70% ${75 - step}%)`} />
          ))}
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${id})`} />
    </svg>
  );
}
