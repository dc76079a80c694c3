import { describe, expect, it } from 'vitest';
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageFields } from '../src/index';

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

const BASE: SiwxMessageFields = {
  domain: 'app.example.com:5173',
  accountAddress: ADDRESS,
  chainId: 'eip155:31337',
  uri: 'https://app.example.com:5173/login?next=%2Fhome',
  version: '1',
  nonce: 'n0nce1234ABCD',
  issuedAt: '2026-11-26T20:00:00.000Z',
};

const OPTIONAL: Partial<SiwxMessageFields> = {
  statement: 'Sign in to Airlock Demo: terms at https://app.example.com/tos',
  expirationTime: '2026-11-27T20:00:00Z',
  notBefore: '2026-11-26T19:59:00+01:00',
  requestId: 'req-42:abc@x',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-claim.json'],
};

const OTHER_NAMESPACES: Array<Pick<SiwxMessageFields, 'chainId' | 'accountAddress'> & { name: string }> = [
  { name: 'Solana', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1' },
  { name: 'Bitcoin', chainId: 'bip122:000000000019d6689c085ae165831e93', accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
];

/** Every subset of the optional fields. */
function combinations(): Array<Partial<SiwxMessageFields>> {
  const keys = Object.keys(OPTIONAL) as Array<keyof SiwxMessageFields>;
  return Array.from({ length: 2 ** keys.length }, (_, mask) =>
    Object.fromEntries(keys.filter((_, bit) => mask & (1 << bit)).map((key) => [key, OPTIONAL[key]])),
  );
}

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 text for eip155, with the statement between blank lines', () => {
    expect(formatSiwxMessage({ ...BASE, ...OPTIONAL })).toBe(
      [
        'app.example.com:5173 wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to Airlock Demo: terms at https://app.example.com/tos',
        '',
        'URI: https://app.example.com:5173/login?next=%2Fhome',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: n0nce1234ABCD',
        'Issued At: 2026-11-26T20:00:00.000Z',
        'Expiration Time: 2026-11-27T20:00:00Z',
        'Not Before: 2026-11-26T19:59:00+01:00',
        'Request ID: req-42:abc@x',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-claim.json',
      ].join('\n'),
    );
  });

  it('leaves two blank lines between the address and URI when there is no statement (EIP-4361 ABNF)', () => {
    expect(formatSiwxMessage(BASE)).toBe(
      [
        'app.example.com:5173 wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        '',
        'URI: https://app.example.com:5173/login?next=%2Fhome',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: n0nce1234ABCD',
        'Issued At: 2026-11-26T20:00:00.000Z',
      ].join('\n'),
    );
  });

  it("writes CAIP-122's form for other namespaces: the chain's name, and Chain ID (the CAIP-2 reference) after Request ID", () => {
    const solana = OTHER_NAMESPACES[0]!;
    const text = formatSiwxMessage({ ...BASE, ...solana, statement: 'Hi', requestId: 'r1', resources: ['https://a.example/x'] });
    expect(text).toBe(
      [
        'app.example.com:5173 wants you to sign in with your Solana account:',
        solana.accountAddress,
        '',
        'Hi',
        '',
        'URI: https://app.example.com:5173/login?next=%2Fhome',
        'Version: 1',
        'Nonce: n0nce1234ABCD',
        'Issued At: 2026-11-26T20:00:00.000Z',
        'Request ID: r1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Resources:',
        '- https://a.example/x',
      ].join('\n'),
    );
  });

  it('writes an empty Resources: list as the header alone', () => {
    expect(formatSiwxMessage({ ...BASE, resources: [] }).endsWith('Issued At: 2026-11-26T20:00:00.000Z\nResources:')).toBe(true);
  });
});

describe('parseSiwxMessage reads back what formatSiwxMessage writes', () => {
  const namespaces = [{ name: 'Ethereum', chainId: BASE.chainId, accountAddress: ADDRESS }, ...OTHER_NAMESPACES];
  for (const { name, chainId, accountAddress } of namespaces) {
    it(`for every combination of optional fields (${name})`, () => {
      for (const optional of combinations()) {
        const fields: SiwxMessageFields = { ...BASE, chainId, accountAddress, ...optional };
        expect(parseSiwxMessage(formatSiwxMessage(fields))).toStrictEqual(fields);
      }
    });
  }

  it('keeps an empty resource list apart from none', () => {
    expect(parseSiwxMessage(formatSiwxMessage({ ...BASE, resources: [] }))).toStrictEqual({ ...BASE, resources: [] });
  });

  it('accepts a lowercase eip155 address (the EIP-55 checksum is the server’s to check)', () => {
    const fields = { ...BASE, accountAddress: ADDRESS.toLowerCase() };
    expect(parseSiwxMessage(formatSiwxMessage(fields))).toStrictEqual(fields);
  });
});
