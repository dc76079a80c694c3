import { describe, expect, it } from 'vitest';
import { parseWalletArguments } from '../src/walletconnect/cli/parse-wallet-arguments';

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`;

describe('airlock-walletconnect-wallet arguments', () => {
  it('defaults to what npm start runs: the local relay, the demo project and both devnet chains', () => {
    expect(parseWalletArguments([URI])).toEqual({
      help: false,
      uri: URI,
      relayUrl: 'ws://localhost:8787/relay',
      projectId: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
      ],
      reject: false,
      oneClickAuth: true,
    });
  });

  it('acts as a wallet without one-click auth with --no-one-click-auth', () => {
    expect(parseWalletArguments(['--no-one-click-auth', URI])).toMatchObject({ uri: URI, oneClickAuth: false });
  });

  it('takes another relay, chains, key and the reject switch', () => {
    const key = `0x${'1'.repeat(64)}`;
    const args = parseWalletArguments([
      '--relay',
      'wss://relay.example/relay',
      '--chain',
      '1=https://rpc.example',
      '--key',
      key,
      '--reject',
      URI,
    ]);
    expect(args).toMatchObject({
      relayUrl: 'wss://relay.example/relay',
      chains: [{ chainId: 1, rpcUrl: 'https://rpc.example' }],
      privateKey: key,
      reject: true,
    });
  });

  it('explains bad input', () => {
    expect(() => parseWalletArguments(['https://not-a-uri'])).toThrow('Not a WalletConnect pairing URI');
    expect(() => parseWalletArguments(['--relay', 'http://x', URI])).toThrow('--relay must be a ws:// or wss:// URL');
    expect(() => parseWalletArguments(['--chain', 'mainnet', URI])).toThrow('--chain takes <chain id>=<http(s) RPC URL>');
    expect(() => parseWalletArguments(['--key', '0x12', URI])).toThrow('--key must be 0x followed by 64 hex digits');
    expect(() => parseWalletArguments([URI, URI])).toThrow('Give one wc: URI');
    expect(() => parseWalletArguments(['--nope'])).toThrow();
  });
});
