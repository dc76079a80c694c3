import { describe, expect, it } from 'vitest';
import { formatSiwxMessage, parseSiwxMessage } from '../src/index';

// Texts WalletConnect's SDK writes for a CACAO (one-click auth, `formatMessage` of @walletconnect/utils 2.25, copied
// here so this package keeps no WalletConnect dependency): EIP-4361, with the ReCap's wording appended to the
// statement and the `urn:recap:` URI last in Resources. The wallet signs this text; the server must read it as is.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RECAP = 'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NlbmRUcmFuc2FjdGlvbiI6W3t9XSwicmVxdWVzdC9wZXJzb25hbF9zaWduIjpbe31dfX19';
const RECAP_WORDING =
  "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', " +
  "'personal_sign' for 'eip155'.";
const HEAD = `localhost:5173 wants you to sign in with your Ethereum account:\n${ADDRESS}\n\n`;
const TAGS = 'URI: http://localhost:5173\nVersion: 1\nChain ID: 31337\nNonce: Kx8bT2q9Zr4mW1pL\nIssued At: 2026-11-26T20:00:00.123Z';

const CACAO_TEXTS = {
  'a statement and the ReCap': `${HEAD}Sign in to the Airlock demo. ${RECAP_WORDING}\n\n${TAGS}\nResources:\n- ${RECAP}`,
  'the ReCap alone as statement': `${HEAD}${RECAP_WORDING}\n\n${TAGS}\nResources:\n- ${RECAP}`,
  'times and a resource before the ReCap':
    `${HEAD}Sign in. ${RECAP_WORDING}\n\n${TAGS}\nExpiration Time: 2026-11-27T20:00:00.000Z\nNot Before: 2026-11-26T19:59:00.000Z\n` +
    `Resources:\n- https://localhost:5173/tos\n- ${RECAP}`,
};

describe('sign-in messages WalletConnect writes for a CACAO', () => {
  it.each(Object.entries(CACAO_TEXTS))('reads one with %s, and writes the same text back', (_, text) => {
    const fields = parseSiwxMessage(text);
    expect(fields).toMatchObject({
      domain: 'localhost:5173',
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      uri: 'http://localhost:5173',
      nonce: 'Kx8bT2q9Zr4mW1pL',
      issuedAt: '2026-11-26T20:00:00.123Z',
    });
    expect(fields.statement).toContain(RECAP_WORDING);
    expect(fields.resources?.at(-1)).toBe(RECAP);
    expect(formatSiwxMessage(fields)).toBe(text);
  });
});
