/** How a token's metadata reaches a client: a data: URI from the contract, or the devnet's metadata server. */
export type DevnetMetadataSource = 'data-uri' | 'http';
export type DevnetImageFormat = 'png' | 'svg';

export interface DevnetPunk {
  tokenId: number;
  /** Index into DEVNET_ACCOUNTS of the account it is minted to. */
  holder: number;
  name: string;
  metadata: DevnetMetadataSource;
  image: DevnetImageFormat;
  hue: number;
}

export interface DevnetItem {
  id: number;
  name: string;
  image: DevnetImageFormat;
  /** [account index, amount] pairs minted at start. */
  balances: readonly (readonly [number, number])[];
}

/** The Airlock Devnet Punks (ERC-721) minted on start; between them every metadata and image path occurs. */
export const DEVNET_PUNKS: readonly DevnetPunk[] = [
  { tokenId: 1, holder: 0, name: 'Devnet Punk #1', metadata: 'data-uri', image: 'svg', hue: 200 },
  { tokenId: 2, holder: 0, name: 'Devnet Punk #2', metadata: 'http', image: 'png', hue: 20 },
  { tokenId: 3, holder: 1, name: 'Devnet Punk #3', metadata: 'http', image: 'svg', hue: 120 },
  { tokenId: 4, holder: 2, name: 'Devnet Punk #4', metadata: 'data-uri', image: 'png', hue: 290 },
];

/** The Airlock Devnet Items (ERC-1155) minted on start; their metadata is on the devnet's metadata server. */
export const DEVNET_ITEMS: readonly DevnetItem[] = [
  {
    id: 1,
    name: 'Devnet Potion',
    image: 'png',
    balances: [
      [0, 5],
      [1, 3],
    ],
  },
  {
    id: 2,
    name: 'Devnet Shield',
    image: 'svg',
    balances: [
      [0, 1],
      [2, 2],
    ],
  },
];
