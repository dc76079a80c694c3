import { SiweMessage } from 'siwe';
import { describe, expect, it } from 'vitest';
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageFields } from '../src/index';

// The `siwe` package (Spruce's reference implementation) parses with EIP-4361's ABNF grammar: what it reads, wallets and
// other relying parties read too. It checks the EIP-55 checksum, so these addresses are checksummed.
const FULL: SiwxMessageFields = {
  domain: 'localhost:5173',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'Kx8bT2q9Zr4mW1pL',
  statement: 'Sign in to the Airlock demo.',
  issuedAt: '2026-11-26T20:00:00.000Z',
  expirationTime: '2026-11-27T20:00:00.000Z',
  notBefore: '2026-11-26T19:59:00.000Z',
  requestId: 'airlock-demo-1',
  resources: ['https://localhost:5173/tos', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
};
const MINIMAL: SiwxMessageFields = {
  domain: 'app.example.com',
  accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  chainId: 'eip155:1',
  uri: 'https://app.example.com',
  version: '1',
  nonce: '12345678',
  issuedAt: '2026-11-26T20:00:00Z',
};

/** Our fields in siwe's shape: chain id a number, absent fields undefined. */
function asSiwe(fields: SiwxMessageFields) {
  return {
    domain: fields.domain,
    address: fields.accountAddress,
    statement: fields.statement,
    uri: fields.uri,
    version: fields.version,
    chainId: Number(fields.chainId.split(':')[1]),
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    resources: fields.resources,
  };
}

describe('siwe reads what formatSiwxMessage writes', () => {
  const cases: Array<[string, SiwxMessageFields]> = [
    ['every field', FULL],
    ['no optional field', MINIMAL],
    ['a statement only', { ...MINIMAL, statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos' }],
    ['resources only', { ...MINIMAL, resources: ['https://app.example.com/a?b=c#d'] }],
  ];
  for (const [name, fields] of cases) {
    it(name, () => {
      const parsed = new SiweMessage(formatSiwxMessage(fields));
      const { scheme, domain, address, statement, uri, version, chainId, nonce, issuedAt } = parsed;
      const { expirationTime, notBefore, requestId, resources } = parsed;
      expect({
        domain,
        address,
        statement,
        uri,
        version,
        chainId,
        nonce,
        issuedAt,
        expirationTime,
        notBefore,
        requestId,
        resources,
      }).toEqual(asSiwe(fields));
      expect(scheme).toBeUndefined();
      expect({ expirationTime, notBefore, requestId, resources }).toEqual({
        expirationTime: fields.expirationTime,
        notBefore: fields.notBefore,
        requestId: fields.requestId,
        resources: fields.resources,
      });
    });
  }
});

describe('parseSiwxMessage reads what siwe writes', () => {
  const cases: Array<[string, SiwxMessageFields]> = [
    ['every field', FULL],
    ['no optional field', MINIMAL],
  ];
  for (const [name, fields] of cases) {
    it(name, () => {
      const text = new SiweMessage(asSiwe(fields)).prepareMessage();
      expect(parseSiwxMessage(text)).toStrictEqual(fields);
      // And writes it byte for byte as siwe does, so a signature over one is a signature over the other.
      expect(formatSiwxMessage(fields)).toBe(text);
    });
  }
});
