import { encodePng } from './png-image';

export type Rgb = readonly [number, number, number];

/**
 * A PNG of a small sprite drawn as rows of characters (one per pixel; '.' transparent), each pixel
 * scaled to a `scale` × `scale` square so it stays crisp in a grid.
 */
export function spritePng(rows: readonly string[], palette: Readonly<Record<string, Rgb>>, scale: number): Buffer {
  const height = rows.length * scale;
  const width = rows[0]!.length * scale;
  const rgba = new Uint8Array(width * height * 4);
  rows.forEach((row, spriteY) => {
    [...row].forEach((symbol, spriteX) => {
      const colour = palette[symbol];
      if (!colour) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = ((spriteY * scale + dy) * width + spriteX * scale + dx) * 4;
          rgba.set([...colour, 255], offset);
        }
      }
    });
  });
  return encodePng(width, height, rgba);
}
