import { SIWX_MESSAGE_MAX_BYTES } from '../siwx-api';
import type { SiwxMessageFields } from '../siwx-message-fields';
import { checkChainReference, checkSiwxFields } from './check-siwx-fields';
import { malformedSiwxMessage, SiwxMessageError } from './siwx-message-error';
import { SIWX_HEADER_END, SIWX_HEADER_MIDDLE, SIWX_RESOURCE_PREFIX, SIWX_RESOURCES_LINE, siwxTaggedLines } from './siwx-message-layout';
import { SIWX_NAMESPACES, siwxNamespaceOfAccountName } from './siwx-namespaces';

/**
 * Reads a sign-in message as formatSiwxMessage writes it (EIP-4361 for eip155, CAIP-122 for the others),
 * strictly: exact line structure and field order, each field's form checked. Throws a SiwxMessageError
 * whose message names what is wrong. Text over SIWX_MESSAGE_MAX_BYTES (UTF-8) is refused unread.
 */
export function parseSiwxMessage(text: string): SiwxMessageFields {
  // A string longer than the limit in UTF-16 units is longer in UTF-8 bytes too: refused without encoding it.
  if (text.length > SIWX_MESSAGE_MAX_BYTES || new TextEncoder().encode(text).length > SIWX_MESSAGE_MAX_BYTES) {
    throw new SiwxMessageError(`the message is over ${SIWX_MESSAGE_MAX_BYTES} bytes`, { code: 'SIWX_MESSAGE_TOO_LARGE' });
  }
  if (text.includes('\r')) throw malformedSiwxMessage('lines must end with LF alone, not CR LF');
  const lines = text.split('\n');
  const line = (index: number) => lines[index];

  const header = line(0)!;
  const middle = header.indexOf(SIWX_HEADER_MIDDLE);
  if (middle <= 0 || !header.endsWith(SIWX_HEADER_END)) {
    throw malformedSiwxMessage("line 1 must be '<domain> wants you to sign in with your <chain> account:'");
  }
  const domain = header.slice(0, middle);
  const accountName = header.slice(middle + SIWX_HEADER_MIDDLE.length, header.length - SIWX_HEADER_END.length);
  const namespace = siwxNamespaceOfAccountName(accountName);
  if (!namespace) {
    const known = Object.values(SIWX_NAMESPACES).map((entry) => entry.accountName);
    throw malformedSiwxMessage(`line 1 names '${accountName}' accounts; known are ${known.join(', ')}`);
  }
  const accountAddress = line(1);
  if (accountAddress === undefined || line(2) !== '') throw malformedSiwxMessage('line 2 must be the address and line 3 blank');

  let statement: string | undefined;
  let next = 4;
  if (line(3)?.startsWith('URI: ')) {
    throw malformedSiwxMessage('a message without a statement has two blank lines between the address and URI');
  }
  if (line(3) !== '') {
    statement = line(3);
    if (line(4) !== '') throw malformedSiwxMessage('the statement must be one line followed by a blank line');
    next = 5;
  }

  const fields: Record<string, string> = {};
  for (const { key, label, required } of siwxTaggedLines(namespace)) {
    const prefix = `${label}: `;
    const current = line(next);
    if (current?.startsWith(prefix)) {
      fields[key] = current.slice(prefix.length);
      next += 1;
    } else if (required) {
      throw malformedSiwxMessage(
        `line ${next + 1} must be '${prefix}…' (fields in ${namespace === 'eip155' ? 'EIP-4361' : 'CAIP-122'} order)`,
      );
    }
  }

  let resources: string[] | undefined;
  if (line(next) === SIWX_RESOURCES_LINE) {
    resources = [];
    for (next += 1; line(next)?.startsWith(SIWX_RESOURCE_PREFIX); next += 1) {
      resources.push(line(next)!.slice(SIWX_RESOURCE_PREFIX.length));
    }
  }
  if (next < lines.length) {
    const unexpected = line(next) === '' ? 'is blank' : `('${line(next)!.slice(0, 40)}') is out of place`;
    throw malformedSiwxMessage(`line ${next + 1} ${unexpected}; fields come in order, once each, with no line after them`);
  }

  const reference = fields.chainId!;
  checkChainReference(namespace, reference);
  const parsed: SiwxMessageFields = {
    domain,
    accountAddress,
    chainId: `${namespace}:${reference}`,
    uri: fields.uri!,
    version: fields.version as '1',
    nonce: fields.nonce!,
    issuedAt: fields.issuedAt!,
    ...(statement !== undefined && { statement }),
    ...(fields.expirationTime !== undefined && { expirationTime: fields.expirationTime }),
    ...(fields.notBefore !== undefined && { notBefore: fields.notBefore }),
    ...(fields.requestId !== undefined && { requestId: fields.requestId }),
    ...(resources !== undefined && { resources }),
  };
  checkSiwxFields(parsed);
  return parsed;
}
