import {
  destinationProblem,
  isLoopbackAddress,
  isPublicAddress,
  loopbackOnlyLookup,
  PRODUCTION_DESTINATIONS,
  publicOnlyLookup,
  resolveAll,
  SANDBOX_DESTINATIONS,
  urlProblem,
} from './webhook-addresses';

/** The host of a URL as node's URL parser normalizes it, brackets dropped: what a check sees. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

const lookupError = (lookup: typeof publicOnlyLookup, host: string) => new Promise<Error | null>((resolve) => lookup(host, {}, (e) => resolve(e)));

describe('webhook addresses', () => {
  it.each(['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.1', '198.18.0.1', '::1', '::', 'fe80::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  // The three forms of issue 35 that passed, each as written in a URL, so as node normalizes it (`[::7f00:1]`).
  it.each([
    ['IPv4-compatible ::/96 of 127.0.0.1', 'https://[::127.0.0.1]/x'],
    ['6to4 of 127.0.0.1', 'https://[2002:7f00:1::]/x'],
    ['local-use NAT64 of 169.254.169.254', 'https://[64:ff9b:1::a9fe:a9fe]/x'],
    ['well-known NAT64 of 169.254.169.254', 'https://[64:ff9b::a9fe:a9fe]/x'],
    ['IPv4-translated of 10.0.0.1', 'https://[::ffff:0:a00:1]/x'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x'],
  ])('refuses an IPv6 address that carries a blocked IPv4 one: %s', (_form, url) => {
    expect(isPublicAddress(hostOf(url))).toBe(false);
    expect(urlProblem(new URL(url), PRODUCTION_DESTINATIONS)).toMatch(/is a private, loopback, link-local or reserved address/);
  });

  it('judges the IPv6 forms with an IPv4 address at a fixed place by that address', () => {
    expect(isPublicAddress(hostOf('https://[::8.8.8.8]/'))).toBe(true);
    expect(isPublicAddress('2002:808:808::1')).toBe(true);
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
    expect(isPublicAddress('2002:a00:1::1')).toBe(false);
  });

  it('is not fooled by what is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
    expect(isLoopbackAddress('localhost')).toBe(false);
  });

  it('knows loopback: 127.0.0.0/8, ::1 and mapped IPv4 loopback, nothing else', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: true });
    for (const address of ['10.0.0.1', '169.254.169.254', '8.8.8.8', '::', '2002:7f00:1::']) expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: false });
  });

  it('refuses a URL with a user name or password, the scheme the rule does not allow, and in the sandbox any host but loopback', async () => {
    expect(urlProblem(new URL('http://user:secret@127.0.0.1:8080/x'), SANDBOX_DESTINATIONS)).toBe('url may not hold a user name or password.');
    expect(urlProblem(new URL('https://user@hooks.example.com/x'), PRODUCTION_DESTINATIONS)).toBe('url may not hold a user name or password.');
    expect(urlProblem(new URL('http://hooks.example.com/x'), PRODUCTION_DESTINATIONS)).toBe('url must be https.');
    for (const url of ['http://169.254.169.254/latest', 'http://10.0.0.1/x', 'https://8.8.8.8/x', 'http://[fe80::1]/x']) {
      expect({ url, problem: urlProblem(new URL(url), SANDBOX_DESTINATIONS) }).toEqual({ url, problem: expect.stringContaining('an address other than loopback') });
    }
    for (const url of ['http://127.0.0.1:6379/', 'https://[::1]/x', 'http://localhost:8080/x']) {
      expect({ url, problem: await destinationProblem(url, SANDBOX_DESTINATIONS) }).toEqual({ url, problem: undefined });
    }
  });

  it('resolves literal addresses as they are, and refuses at connection what the rule does not allow', async () => {
    expect(await resolveAll('[::1]')).toEqual(['::1']);
    expect(await resolveAll('127.0.0.1')).toEqual(['127.0.0.1']);
    expect((await lookupError(publicOnlyLookup, 'localhost'))?.message).toMatch(/localhost resolves to .*loopback/);
    expect(await lookupError(loopbackOnlyLookup, 'localhost')).toBeNull();
  });
});
