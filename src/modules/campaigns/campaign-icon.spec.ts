import { detectIconFormat } from './campaign-icon';

describe('icon format', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(detectIconFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.format).toBe('png');
    expect(detectIconFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))?.format).toBe('jpg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectIconFormat(Buffer.from('GIF89a..'))).toBeUndefined();
    expect(detectIconFormat(Buffer.from('<svg xml'))).toBeUndefined();
    expect(detectIconFormat(new Uint8Array(8))).toBeUndefined();
  });
});
