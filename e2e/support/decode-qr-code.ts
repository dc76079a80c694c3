import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a camera would read from a screenshot of a QR code; undefined when it finds none. */
export function decodeQrCode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}
