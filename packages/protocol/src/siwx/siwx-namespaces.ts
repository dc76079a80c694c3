/**
 * The namespaces a sign-in message may name (spec §3), each with the ecosystem name its header shows
 * ("… sign in with your Solana account:") and the form of its addresses.
 */
export const SIWX_NAMESPACES = {
  eip155: { accountName: 'Ethereum', address: /^0x[0-9a-fA-F]{40}$/, addressForm: '0x followed by 40 hex digits' },
  solana: { accountName: 'Solana', address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, addressForm: '32 to 44 base58 characters' },
  bip122: {
    accountName: 'Bitcoin',
    address: /^(?:[123mn][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/,
    addressForm: 'a base58 or bech32 Bitcoin address',
  },
  polkadot: { accountName: 'Polkadot', address: /^[1-9A-HJ-NP-Za-km-z]{46,48}$/, addressForm: 'an SS58 address' },
  cosmos: { accountName: 'Cosmos', address: /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/, addressForm: 'a bech32 address' },
} as const;

export type SiwxNamespace = keyof typeof SIWX_NAMESPACES;

export function isSiwxNamespace(value: string): value is SiwxNamespace {
  return Object.hasOwn(SIWX_NAMESPACES, value);
}

export function siwxNamespaceOfAccountName(accountName: string): SiwxNamespace | undefined {
  return (Object.keys(SIWX_NAMESPACES) as SiwxNamespace[]).find((namespace) => SIWX_NAMESPACES[namespace].accountName === accountName);
}
