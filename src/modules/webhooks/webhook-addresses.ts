import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a production webhook may not go (docs/webhooks.md): private, loopback, link-local, shared and reserved
 * addresses, so that an endpoint URL cannot reach the service's own network (SSRF). The sandbox allows them all.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a production webhook may be delivered to. IPv4-mapped IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !BLOCKED.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, a private, loopback or link-local address`);
  }
}

/** Every address a host name resolves to (or the literal address itself). */
export function resolveAll(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return Promise.resolve([bare]);
  return new Promise((resolve, reject) => dnsLookup(bare, { all: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address)))));
}

/**
 * A `lookup` for node's http clients that refuses a blocked address: the check happens on the very address the
 * socket connects to, so a name that resolves to a public address at creation and a private one later (DNS rebinding)
 * is refused at delivery.
 */
export const publicOnlyLookup: typeof dnsLookup = ((hostname: string, options: object, callback: (error: Error | null, address?: string | LookupAddress[], family?: number) => void) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error);
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) return callback(new BlockedAddressError(hostname, blocked.address));
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}) as typeof dnsLookup;
