import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Icons are shown small (emails, claim pages); the cap also bounds the memory and time a decode may take. */
export const MAX_ICON_SIDE = 1024;

/** The formats an icon may have: each is stored under its own extension and served with its own content type. */
export const ICON_FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;
export type IconFormat = keyof typeof ICON_FORMATS;

export interface DecodedIcon {
  format: IconFormat;
  width: number;
  height: number;
}

/** Why an upload is not a usable icon, in words a client can act on. */
export class UnusableIcon extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/** PNG or JPEG by the first bytes, never by a name or a declared type. */
export function iconFormatOf(bytes: Uint8Array): IconFormat | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PNG_SIGNATURE.length));
  if (head.equals(PNG_SIGNATURE)) return 'png';
  if (head.subarray(0, JPEG_START.length).equals(JPEG_START)) return 'jpeg';
  return undefined;
}

/**
 * Decodes the whole image, so that only a real picture is stored: a PNG or JPEG header followed by anything else
 * (HTML, a script), a truncated or corrupt file, or bytes after the end of the image are refused, as is an image
 * larger than MAX_ICON_SIDE on either side (checked before the pixels are decoded).
 */
export function decodeIcon(bytes: Uint8Array): DecodedIcon {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const format = iconFormatOf(buffer);
  if (!format) throw new UnusableIcon('must be a PNG or JPEG image (checked by content)');
  const { width, height } = format === 'png' ? decodePng(buffer) : decodeJpeg(buffer);
  checkSides(width, height);
  return { format, width, height };
}

function decodePng(buffer: Buffer): { width: number; height: number } {
  // IHDR is always the first chunk: its declared size is checked before inflating, so a small file cannot
  // claim gigabytes of pixels.
  if (buffer.length >= 24 && buffer.toString('latin1', 12, 16) === 'IHDR') checkSides(buffer.readUInt32BE(16), buffer.readUInt32BE(20));
  try {
    // pngjs checks every chunk's CRC, inflates all the pixel data and refuses anything after IEND.
    const png = PNG.sync.read(buffer, { checkCRC: true });
    return { width: png.width, height: png.height };
  } catch {
    throw new UnusableIcon('is not a complete, valid PNG image');
  }
}

function decodeJpeg(buffer: Buffer): { width: number; height: number } {
  // jpeg-js stops at the end-of-image marker and ignores what follows; a real JPEG ends there.
  if (!buffer.subarray(-JPEG_END.length).equals(JPEG_END)) throw new UnusableIcon('is not a complete, valid JPEG image');
  let image: { width: number; height: number };
  try {
    image = jpeg.decode(buffer, {
      tolerantDecoding: false,
      useTArray: true,
      // Checked against the frame header before any pixel is decoded.
      maxResolutionInMP: (MAX_ICON_SIDE * MAX_ICON_SIDE) / 1_000_000,
      maxMemoryUsageInMB: 64,
    });
  } catch (error) {
    if (error instanceof Error && /maxResolutionInMP/.test(error.message)) throw tooLarge();
    throw new UnusableIcon('is not a complete, valid JPEG image');
  }
  return { width: image.width, height: image.height };
}

function checkSides(width: number, height: number): void {
  if (width < 1 || height < 1) throw new UnusableIcon('has no pixels');
  if (width > MAX_ICON_SIDE || height > MAX_ICON_SIDE) throw tooLarge(`is ${width}×${height} pixels`);
}

const tooLarge = (what = 'is too large') => new UnusableIcon(`${what}; an icon may be at most ${MAX_ICON_SIDE}×${MAX_ICON_SIDE} pixels`);
