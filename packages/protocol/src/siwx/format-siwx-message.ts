import type { SiwxMessageFields } from '../siwx-message-fields';
import { checkSiwxFields } from './check-siwx-fields';
import { SIWX_HEADER_END, SIWX_HEADER_MIDDLE, SIWX_RESOURCE_PREFIX, SIWX_RESOURCES_LINE, siwxTaggedLines } from './siwx-message-layout';
import { SIWX_NAMESPACES } from './siwx-namespaces';

/**
 * The text a wallet signs: EIP-4361's for eip155, CAIP-122's string representation for the other namespaces.
 * `Chain ID:` shows the CAIP-2 reference (`1` for `eip155:1`). Throws a SiwxMessageError for a field that
 * would not parse back, so what this writes is what parseSiwxMessage (and EIP-4361 parsers) read.
 */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  const { namespace, reference } = checkSiwxFields(fields);
  const lines = [
    `${fields.domain}${SIWX_HEADER_MIDDLE}${SIWX_NAMESPACES[namespace].accountName}${SIWX_HEADER_END}`,
    fields.accountAddress,
    '',
  ];
  if (fields.statement !== undefined) lines.push(fields.statement);
  lines.push('');
  for (const { key, label } of siwxTaggedLines(namespace)) {
    const value = key === 'chainId' ? reference : fields[key];
    if (value !== undefined) lines.push(`${label}: ${value}`);
  }
  if (fields.resources !== undefined) {
    lines.push(SIWX_RESOURCES_LINE, ...fields.resources.map((resource) => `${SIWX_RESOURCE_PREFIX}${resource}`));
  }
  return lines.join('\n');
}
