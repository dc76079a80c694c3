import type { Address } from 'viem';

export interface DevnetNftCollection {
  address: Address;
  name: string;
  symbol: string;
  standard: 'erc721' | 'erc1155';
  /** The deployer nonce that fixes the address: deployed after the base seeding steps, before Uniswap V3. */
  deployNonce: number;
}

/** The two NFT collections seeding deploys on every devnet chain, at the same addresses each start. */
export const DEVNET_NFT_COLLECTIONS = {
  punks: {
    address: '0x2Ed2db64fBBF1b3d1707474296E70498B5afD88e',
    name: 'Airlock Devnet Punks',
    symbol: 'ADPUNK',
    standard: 'erc721',
    deployNonce: 37,
  },
  items: {
    address: '0x68370917DA9E8155fa5B906Bd284209CC124bB8A',
    name: 'Airlock Devnet Items',
    symbol: 'ADITEM',
    standard: 'erc1155',
    deployNonce: 38,
  },
} as const satisfies Record<string, DevnetNftCollection>;
