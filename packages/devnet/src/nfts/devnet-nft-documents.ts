import { itemPng, itemSvg, punkPng, punkSvg } from './devnet-nft-artwork';
import { DEVNET_ITEMS, DEVNET_PUNKS, type DevnetItem, type DevnetPunk } from './devnet-nft-catalog';

export interface ServedFile {
  contentType: string;
  body: Buffer;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const CONTENT_TYPES = { png: 'image/png', svg: 'image/svg+xml' } as const;

function punkImage(punk: DevnetPunk): Buffer {
  return punk.image === 'png' ? punkPng(punk) : Buffer.from(punkSvg(punk));
}

function itemImage(item: DevnetItem): Buffer {
  return item.image === 'png' ? itemPng(item) : Buffer.from(itemSvg(item));
}

// A data-URI punk with an SVG carries its image inline too; every other image is on the server.
function punkImageUrl(punk: DevnetPunk, baseUrl: string): string {
  if (punk.metadata === 'data-uri' && punk.image === 'svg') return `data:image/svg+xml;base64,${punkImage(punk).toString('base64')}`;
  return `${baseUrl}/punks/${punk.tokenId}.${punk.image}`;
}

function punkMetadata(punk: DevnetPunk, baseUrl: string): object {
  return {
    name: punk.name,
    description: `A punk minted on the Airlock devnet (${punk.metadata === 'data-uri' ? 'on-chain data: URI' : 'metadata server'}).`,
    image: punkImageUrl(punk, baseUrl),
    attributes: [
      { trait_type: 'Hue', value: punk.hue },
      { trait_type: 'Image', value: punk.image.toUpperCase() },
    ],
  };
}

function itemMetadata(item: DevnetItem, baseUrl: string): object {
  return {
    name: item.name,
    description: 'An item minted on the Airlock devnet.',
    image: `${baseUrl}/items/${item.id}.${item.image}`,
    attributes: [{ trait_type: 'Kind', value: item.name.split(' ').at(-1)! }],
  };
}

/** What the punks contract returns from tokenURI for this punk. */
export function punkTokenUri(punk: DevnetPunk, baseUrl: string): string {
  if (punk.metadata === 'http') return `${baseUrl}/punks/${punk.tokenId}.json`;
  return `data:application/json;base64,${Buffer.from(JSON.stringify(punkMetadata(punk, baseUrl))).toString('base64')}`;
}

/** The ERC-1155 `uri` template of the items contract: clients put the id, as 64 hex digits, in place of {id}. */
export function itemsUriTemplate(baseUrl: string): string {
  return `${baseUrl}/items/{id}.json`;
}

const json = (value: object): ServedFile => ({ contentType: JSON_TYPE, body: Buffer.from(JSON.stringify(value)) });

/** Every path the devnet's metadata server answers, with what it answers. */
export function devnetNftFiles(baseUrl: string): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  for (const punk of DEVNET_PUNKS) {
    if (punk.metadata === 'http') files.set(`/punks/${punk.tokenId}.json`, json(punkMetadata(punk, baseUrl)));
    files.set(`/punks/${punk.tokenId}.${punk.image}`, { contentType: CONTENT_TYPES[punk.image], body: punkImage(punk) });
  }
  for (const item of DEVNET_ITEMS) {
    files.set(`/items/${item.id.toString(16).padStart(64, '0')}.json`, json(itemMetadata(item, baseUrl)));
    files.set(`/items/${item.id}.${item.image}`, { contentType: CONTENT_TYPES[item.image], body: itemImage(item) });
  }
  return files;
}
