/** What the wallet supports in one CAIP namespace (eip155, solana, bip122, …), as WalletConnect spells it. */
export interface SupportedNamespace {
  /** CAIP-2 chain ids, e.g. `eip155:31337`. */
  chains: string[];
  methods: string[];
  events: string[];
  /** CAIP-10 accounts, one per chain and address, e.g. `eip155:31337:0xf39F…`. */
  accounts: string[];
}

export type SupportedNamespaces = Record<string, SupportedNamespace>;
