import { isPublicAddress, publicOnlyLookup, resolveAll } from './webhook-addresses';

describe('webhook addresses', () => {
  it.each(['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('is not fooled by what is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });

  it('resolves literal addresses as they are, and refuses a name that resolves to loopback when connecting', async () => {
    expect(await resolveAll('[::1]')).toEqual(['::1']);
    expect(await resolveAll('127.0.0.1')).toEqual(['127.0.0.1']);
    const error = await new Promise<Error | null>((resolve) => publicOnlyLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.message).toMatch(/localhost resolves to .*loopback/);
  });
});
