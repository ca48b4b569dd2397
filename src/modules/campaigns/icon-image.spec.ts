import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { decodeIcon, iconFormatOf, MAX_ICON_SIDE, UnusableIcon } from './icon-image';

/** A 1×1 PNG written by another encoder than the decoder's own. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pngOf = (width: number, height: number): Buffer => PNG.sync.write(Object.assign(new PNG({ width, height }), { data: Buffer.alloc(width * height * 4, 0x7f) }));
const jpegOf = (width: number, height: number): Buffer => jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 0x7f) }, 80).data;
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

const refusal = (bytes: Uint8Array): string => {
  try {
    decodeIcon(bytes);
  } catch (error) {
    if (error instanceof UnusableIcon) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('icon decoding', () => {
  it('reads the real format and dimensions of PNG and JPEG images', () => {
    expect(decodeIcon(PNG_1PX)).toEqual({ format: 'png', width: 1, height: 1 });
    expect(decodeIcon(pngOf(40, 30))).toEqual({ format: 'png', width: 40, height: 30 });
    expect(decodeIcon(jpegOf(16, 9))).toEqual({ format: 'jpeg', width: 16, height: 9 });
    expect(decodeIcon(pngOf(MAX_ICON_SIDE, 1))).toMatchObject({ width: MAX_ICON_SIDE });
  });

  it('tells the format by content, whatever the file is called', () => {
    expect(iconFormatOf(PNG_1PX)).toBe('png');
    expect(iconFormatOf(jpegOf(1, 1))).toBe('jpeg');
    expect(iconFormatOf(Buffer.from('GIF89a..'))).toBeUndefined();
    expect(iconFormatOf(Buffer.from('<svg xml'))).toBeUndefined();
    expect(iconFormatOf(new Uint8Array(0))).toBeUndefined();
  });

  it('refuses other formats', () => {
    expect(refusal(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'))).toMatch(/must be a PNG or JPEG/);
    expect(refusal(HTML)).toMatch(/must be a PNG or JPEG/);
  });

  it('refuses an image header followed by HTML', () => {
    expect(refusal(Buffer.concat([PNG_1PX.subarray(0, 8), HTML]))).toMatch(/not a complete, valid PNG/);
    expect(refusal(Buffer.concat([PNG_1PX.subarray(0, 33), HTML]))).toMatch(/not a complete, valid PNG/);
    expect(refusal(Buffer.concat([jpegOf(2, 2).subarray(0, 20), HTML, Buffer.from([0xff, 0xd9])]))).toMatch(/not a complete, valid JPEG/);
  });

  it('refuses a whole image with anything after its end', () => {
    expect(refusal(Buffer.concat([PNG_1PX, HTML]))).toMatch(/not a complete, valid PNG/);
    expect(refusal(Buffer.concat([jpegOf(2, 2), HTML]))).toMatch(/not a complete, valid JPEG/);
  });

  it('refuses truncated and corrupt images', () => {
    const png = pngOf(8, 8);
    expect(refusal(png.subarray(0, png.length - 12))).toMatch(/not a complete, valid PNG/);
    const corrupt = Buffer.from(png);
    corrupt[corrupt.indexOf('IDAT') + 6] ^= 0xff; // pixel data no longer matches its CRC
    expect(refusal(corrupt)).toMatch(/not a complete, valid PNG/);
    const photo = jpegOf(16, 16);
    expect(refusal(Buffer.concat([photo.subarray(0, photo.length - 40), Buffer.from([0xff, 0xd9])]))).toMatch(/not a complete, valid JPEG/);
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]))).toMatch(/not a complete, valid JPEG/);
  });

  it('refuses images larger than the icon limit before decoding their pixels', () => {
    expect(refusal(pngOf(MAX_ICON_SIDE + 1, 2))).toMatch(new RegExp(`is ${MAX_ICON_SIDE + 1}×2 pixels; an icon may be at most ${MAX_ICON_SIDE}×${MAX_ICON_SIDE}`));
    // A PNG whose header claims 60000×60000 pixels (14 GB decoded) is refused from its header alone.
    const bomb = Buffer.from(PNG_1PX);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    expect(refusal(bomb)).toMatch(/is 60000×60000 pixels/);
    expect(refusal(jpegOf(MAX_ICON_SIDE + 200, MAX_ICON_SIDE))).toMatch(/at most/);
    expect(refusal(jpegOf(MAX_ICON_SIDE + 1, 8))).toMatch(new RegExp(`is ${MAX_ICON_SIDE + 1}×8 pixels`));
  });
});
