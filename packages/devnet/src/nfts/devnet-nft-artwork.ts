import { spritePng, type Rgb } from './pixel-sprite';
import type { DevnetItem, DevnetPunk } from './devnet-nft-catalog';

const PUNK_ROWS = [
  '....hhhhhh....',
  '...hhhhhhhh...',
  '..hhssssssh...',
  '..hssssssss...',
  '..sseessees...',
  '..sseessees...',
  '..ssssssss....',
  '..sssssnss....',
  '..ssmmmmss....',
  '...ssssss.....',
  '....ssss......',
  '..cccccccc....',
  '.cccccccccc...',
  '.cccccccccc...',
];

const POTION_ROWS = [
  '....kk....',
  '....gg....',
  '...gllg...',
  '..gllllg..',
  '.gppppppg.',
  '.gppppppg.',
  '.gppppppg.',
  '..gppppg..',
  '...gggg...',
];

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

export function punkPng(punk: DevnetPunk): Buffer {
  const palette = {
    h: hsl(punk.hue, 60, 30),
    s: [230, 190, 150],
    e: [30, 30, 40],
    n: [200, 150, 110],
    m: [150, 60, 60],
    c: hsl(punk.hue, 55, 50),
  } as const;
  return spritePng(PUNK_ROWS, palette as Record<string, Rgb>, 6);
}

export function punkSvg(punk: DevnetPunk): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 84 84" width="336" height="336">',
    `<rect width="84" height="84" fill="hsl(${punk.hue},40%,88%)"/>`,
    `<rect x="18" y="6" width="42" height="12" fill="hsl(${punk.hue},60%,30%)"/>`,
    '<rect x="18" y="18" width="42" height="42" fill="#e6be96"/>',
    '<rect x="28" y="28" width="8" height="8" fill="#1e1e28"/><rect x="46" y="28" width="8" height="8" fill="#1e1e28"/>',
    '<rect x="30" y="48" width="22" height="4" fill="#963c3c"/>',
    `<rect x="10" y="66" width="60" height="18" fill="hsl(${punk.hue},55%,50%)"/>`,
    '</svg>',
  ].join('');
}

export function itemPng(item: DevnetItem): Buffer {
  const palette = { k: [120, 80, 40], g: [60, 60, 70], l: [200, 220, 240], p: hsl(item.id * 97, 70, 50) } as const;
  return spritePng(POTION_ROWS, palette as Record<string, Rgb>, 8);
}

export function itemSvg(item: DevnetItem): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="300" height="300">',
    `<rect width="100" height="100" rx="12" fill="hsl(${item.id * 97},35%,90%)"/>`,
    '<path d="M50 12 L82 24 V50 C82 70 66 84 50 90 C34 84 18 70 18 50 V24 Z" fill="#5a6a8a" stroke="#2a3350" stroke-width="4"/>',
    '<path d="M50 24 V80 M30 46 H70" stroke="#f2c14e" stroke-width="6"/>',
    '</svg>',
  ].join('');
}
