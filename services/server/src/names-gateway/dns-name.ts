/** Longest DNS-encoded name the gateway reads (a DNS name is at most 255 bytes; ENS allows longer labels, Airlock's are ≤ 63). */
export const MAX_DNS_NAME_BYTES = 512;

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The dotted form of a DNS wire-format name (`\x05alice\x07airlock\x02id\x00` → `alice.airlock.id`), lower case, or
 * undefined when the bytes are not one name: a label running past the end, bytes after the root, a dot inside a
 * label, or text that is not UTF-8.
 */
export function decodeDnsName(bytes: Uint8Array): string | undefined {
  if (bytes.length > MAX_DNS_NAME_BYTES) return undefined;
  const labels: string[] = [];
  let offset = 0;
  for (;;) {
    const length = bytes[offset];
    if (length === undefined) return undefined;
    if (length === 0) break;
    if (offset + 1 + length > bytes.length) return undefined;
    let label: string;
    try {
      label = decoder.decode(bytes.subarray(offset + 1, offset + 1 + length));
    } catch {
      return undefined;
    }
    if (label.includes('.')) return undefined;
    labels.push(label.toLowerCase());
    offset += 1 + length;
  }
  return offset + 1 === bytes.length ? labels.join('.') : undefined;
}
