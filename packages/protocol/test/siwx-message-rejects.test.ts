import { describe, expect, it } from 'vitest';
import { formatSiwxMessage, parseSiwxMessage, SIWX_MESSAGE_MAX_BYTES, SiwxMessageError, type SiwxMessageFields } from '../src/index';

const FIELDS: SiwxMessageFields = {
  domain: 'app.example.com',
  accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  chainId: 'eip155:1',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'abcd1234',
  statement: 'Sign in',
  issuedAt: '2026-11-26T20:00:00Z',
  expirationTime: '2026-11-27T20:00:00Z',
  resources: ['https://app.example.com/a'],
};
const GOOD = formatSiwxMessage(FIELDS);

function parseError(text: string): SiwxMessageError {
  try {
    parseSiwxMessage(text);
  } catch (error) {
    if (error instanceof SiwxMessageError) return error;
    throw error;
  }
  throw new Error(`parsed:\n${text}`);
}

function formatError(fields: SiwxMessageFields): SiwxMessageError {
  try {
    formatSiwxMessage(fields);
  } catch (error) {
    if (error instanceof SiwxMessageError) return error;
    throw error;
  }
  throw new Error('formatted');
}

describe('parseSiwxMessage rejects a malformed field with a message naming it', () => {
  const cases: Array<[keyof SiwxMessageFields, string, string, string]> = [
    [
      'domain',
      'app.example.com wants',
      'https://app.example.com wants',
      'domain must be an RFC 3986 authority (host and optional port, no scheme)',
    ],
    [
      'domain',
      'app.example.com wants',
      'app example.com wants',
      'domain must be an RFC 3986 authority (host and optional port, no scheme)',
    ],
    [
      'accountAddress',
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA9604',
      "address must be Ethereum's form, 0x followed by 40 hex digits",
    ],
    [
      'accountAddress',
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'd8dA6BF26964aF9D7eEd9e03E53415D37aA96045ab',
      "address must be Ethereum's form, 0x followed by 40 hex digits",
    ],
    [
      'accountAddress',
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      '0xg8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      "address must be Ethereum's form, 0x followed by 40 hex digits",
    ],
    ['statement', 'Sign in', 'Sign in <now>', "statement must be RFC 3986's reserved and unreserved characters and spaces"],
    ['uri', 'URI: https://app.example.com', 'URI: app.example.com/x y', 'URI must be an RFC 3986 URI'],
    ['uri', 'URI: https://app.example.com', 'URI: https://app.example.com/%zz', 'URI must be an RFC 3986 URI'],
    ['version', 'Version: 1', 'Version: 2', 'Version must be 1'],
    ['chainId', 'Chain ID: 1', 'Chain ID: 0x1', "Chain ID must be a decimal chain id (got '0x1')"],
    ['chainId', 'Chain ID: 1', 'Chain ID: 01', "Chain ID must be a decimal chain id (got '01')"],
    ['nonce', 'Nonce: abcd1234', 'Nonce: abcd123', 'Nonce must be at least 8 alphanumeric characters'],
    ['nonce', 'Nonce: abcd1234', 'Nonce: abcd-1234', 'Nonce must be at least 8 alphanumeric characters'],
    ['issuedAt', 'Issued At: 2026-11-26T20:00:00Z', 'Issued At: 2026-11-26', 'Issued At must be an ISO 8601 date-time'],
    ['issuedAt', 'Issued At: 2026-11-26T20:00:00Z', 'Issued At: 2026-02-30T20:00:00Z', 'Issued At must be an ISO 8601 date-time'],
    ['issuedAt', 'Issued At: 2026-11-26T20:00:00Z', 'Issued At: 2026-11-26T24:00:00Z', 'Issued At must be an ISO 8601 date-time'],
    [
      'expirationTime',
      'Expiration Time: 2026-11-27T20:00:00Z',
      'Expiration Time: tomorrow',
      'Expiration Time must be an ISO 8601 date-time',
    ],
    ['resources', '- https://app.example.com/a', '- not a uri', "Resources must be RFC 3986 URIs (got 'not a uri')"],
  ];
  for (const [field, from, to, reason] of cases) {
    it(`${field}: '${to}'`, () => {
      const error = parseError(GOOD.replace(from, to));
      expect(error.message).toBe(`Invalid SIWX message: ${reason}`);
      expect(error.code).toBe('SIWX_MESSAGE_INVALID_FIELD');
      expect(error.field).toBe(field);
    });
  }

  it('a request id outside pchar and a not-before that is no date-time', () => {
    const withOptional = formatSiwxMessage({ ...FIELDS, notBefore: '2026-11-26T20:00:00Z', requestId: 'abc' });
    expect(parseError(withOptional.replace('Request ID: abc', 'Request ID: a b')).message).toBe(
      'Invalid SIWX message: Request ID must be RFC 3986 path characters (pchar)',
    );
    expect(parseError(withOptional.replace('Not Before: 2026-11-26T20:00:00Z', 'Not Before: 2026-13-01T00:00:00Z')).field).toBe(
      'notBefore',
    );
  });

  it('a Solana address that is not base58', () => {
    const solana = formatSiwxMessage({
      ...FIELDS,
      chainId: 'solana:mainnet',
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    });
    expect(
      parseError(solana.replace('GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1', '0OIl45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1')).message,
    ).toBe("Invalid SIWX message: address must be Solana's form, 32 to 44 base58 characters");
  });
});

describe('parseSiwxMessage rejects a wrong line structure', () => {
  const cases: Array<[string, string, string]> = [
    ['an unknown chain name', GOOD.replace('Ethereum account', 'Dogecoin account'), "line 1 names 'Dogecoin' accounts; known are"],
    ['no header', GOOD.replace(' wants you to sign in with your ', ' asks you to use your '), 'line 1 must be'],
    ['a statement of two lines', GOOD.replace('Sign in', 'Sign in\nnow'), 'the statement must be one line followed by a blank line'],
    [
      'one blank line with no statement (an old siwe bug)',
      GOOD.replace('Sign in\n\n', ''),
      'a message without a statement has two blank lines between the address and URI',
    ],
    ['a missing nonce', GOOD.replace('Nonce: abcd1234\n', ''), "line 9 must be 'Nonce: …' (fields in EIP-4361 order)"],
    ['fields out of order', GOOD.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'), "line 7 must be 'Version: …'"],
    [
      'a repeated field',
      GOOD.replace('Expiration Time: 2026-11-27T20:00:00Z', 'Expiration Time: 2026-11-27T20:00:00Z\nIssued At: 2026-11-26T20:00:00Z'),
      "line 12 ('Issued At: 2026-11-26T20:00:00Z') is out of place",
    ],
    ['a trailing line break', `${GOOD}\n`, 'line 14 is blank; fields come in order'],
    ['text after the resources', `${GOOD}\nhello`, "line 14 ('hello') is out of place"],
    ['CR LF line ends', GOOD.replaceAll('\n', '\r\n'), 'lines must end with LF alone, not CR LF'],
    ['a label without its space', GOOD.replace('URI: ', 'URI:'), "line 6 must be 'URI: …'"],
  ];
  for (const [what, text, reason] of cases) {
    it(what, () => {
      const error = parseError(text);
      expect(error.code).toBe('SIWX_MESSAGE_MALFORMED');
      expect(error.message.startsWith(`Invalid SIWX message: ${reason}`), error.message).toBe(true);
    });
  }

  it('an empty string', () => {
    expect(parseError('').code).toBe('SIWX_MESSAGE_MALFORMED');
  });
});

describe('the size limit', () => {
  function withResourcesOf(bytes: number): string {
    const resource = 'https://app.example.com/';
    const text = formatSiwxMessage({ ...FIELDS, resources: [] });
    return `${text}\n- ${resource}${'a'.repeat(bytes - text.length - 3 - resource.length)}`;
  }

  it(`reads a message of exactly SIWX_MESSAGE_MAX_BYTES (${SIWX_MESSAGE_MAX_BYTES}) bytes`, () => {
    expect(parseSiwxMessage(withResourcesOf(SIWX_MESSAGE_MAX_BYTES)).resources).toHaveLength(1);
  });

  it('refuses one byte more, and multi-byte characters count as their UTF-8 bytes', () => {
    expect(parseError(withResourcesOf(SIWX_MESSAGE_MAX_BYTES + 1)).code).toBe('SIWX_MESSAGE_TOO_LARGE');
    const characters = GOOD.replace('Sign in', 'é'.repeat((SIWX_MESSAGE_MAX_BYTES - GOOD.length) / 2 + 10));
    expect(characters.length).toBeLessThan(SIWX_MESSAGE_MAX_BYTES);
    const error = parseError(characters);
    expect(error.code).toBe('SIWX_MESSAGE_TOO_LARGE');
    expect(error.message).toBe(`Invalid SIWX message: the message is over ${SIWX_MESSAGE_MAX_BYTES} bytes`);
  });
});

describe('formatSiwxMessage refuses fields that would not parse back', () => {
  const cases: Array<[Partial<SiwxMessageFields>, keyof SiwxMessageFields, string]> = [
    [{ chainId: '1' }, 'chainId', "Chain ID must be a CAIP-2 id of eip155, solana, bip122, polkadot, cosmos (got '1')"],
    [{ chainId: 'tezos:NetXdQprcVkpaWU' }, 'chainId', 'Chain ID must be a CAIP-2 id of'],
    [{ chainId: 'solana:has space' }, 'chainId', 'Chain ID must be a CAIP-2 reference'],
    [{ statement: 'two\nlines' }, 'statement', 'statement must not contain a line break'],
    [{ statement: '' }, 'statement', 'statement must not be empty (leave it out instead)'],
    [{ nonce: 'short' }, 'nonce', 'Nonce must be at least 8 alphanumeric characters'],
    [{ version: '2' as '1' }, 'version', 'Version must be 1'],
    [{ domain: '' }, 'domain', 'domain must be an RFC 3986 authority'],
  ];
  for (const [change, field, reason] of cases) {
    it(`${field}: ${JSON.stringify(change)}`, () => {
      const error = formatError({ ...FIELDS, ...change });
      expect(error.field).toBe(field);
      expect(error.message.startsWith(`Invalid SIWX message: ${reason}`), error.message).toBe(true);
    });
  }

  it('a statement outside printable ASCII for CAIP-122 namespaces', () => {
    const error = formatError({
      ...FIELDS,
      chainId: 'solana:mainnet',
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      statement: 'héllo',
    });
    expect(error.message).toBe('Invalid SIWX message: statement must be printable ASCII');
  });
});
