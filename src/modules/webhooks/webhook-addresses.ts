import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be delivered (docs/webhooks.md, docs/security.md): in production, https to public unicast
 * addresses only, so that an endpoint URL cannot reach the service's own network (SSRF); in the sandbox, http or
 * https to loopback only. A URL with a user name or password is refused everywhere. The address ranges are
 * ipaddr.js's (the IANA special-purpose registries), not a hand list.
 */
export interface DestinationRule {
  readonly protocols: readonly string[];
  readonly allows: (address: string) => boolean;
  /** What a refused address is, as a noun phrase for messages. */
  readonly refusal: string;
}

/**
 * The range ipaddr.js names for an address; an IPv6 address that carries an IPv4 one at a fixed place (IPv4-mapped,
 * IPv4-compatible `::/96`, IPv4-translated, NAT64 `64:ff9b::/96`, 6to4) is named by that IPv4 address, since the
 * packet may end there. The other carrying forms (local-use NAT64 `64:ff9b:1::/48`, Teredo) keep the library's
 * name, which is not `unicast`: refused outright.
 */
function rangeOf(ip: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (ip.kind() === 'ipv4') return ip.range();
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  const p = v6.parts;
  const carried = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]).range();
  // ipaddr.js has no name for the IPv4-compatible `::/96` (deprecated, RFC 4291): it calls it unicast.
  const ipv4Compatible = range === 'unicast' && p.slice(0, 6).every((part) => part === 0);
  const nat64WellKnown = range === 'rfc6052' && p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((part) => part === 0);
  if (range === 'ipv4Mapped' || range === 'rfc6145' || ipv4Compatible || nat64WellKnown) return carried(p[6], p[7]);
  if (range === '6to4') return carried(p[1], p[2]);
  return range;
}

/** Whether a production webhook may be delivered to this IP address: a public unicast one, IPv4 inside IPv6 included. */
export function isPublicAddress(address: string): boolean {
  return isIP(address) !== 0 && rangeOf(ipaddr.parse(address)) === 'unicast';
}

/** Whether this IP address is loopback (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6): where the sandbox delivers. */
export function isLoopbackAddress(address: string): boolean {
  return isIP(address) !== 0 && ipaddr.process(address).range() === 'loopback';
}

export const PRODUCTION_DESTINATIONS: DestinationRule = { protocols: ['https:'], allows: isPublicAddress, refusal: 'a private, loopback, link-local or reserved address' };
export const SANDBOX_DESTINATIONS: DestinationRule = {
  protocols: ['http:', 'https:'],
  allows: isLoopbackAddress,
  refusal: 'an address other than loopback (the sandbox delivers to loopback only)',
};

export function destinationRule(isSandbox: boolean): DestinationRule {
  return isSandbox ? SANDBOX_DESTINATIONS : PRODUCTION_DESTINATIONS;
}

/**
 * Why a webhook may not go to this URL, from the URL alone: its scheme, a user name or password, a literal address.
 * Undefined when nothing is wrong. Checked at every delivery too: node connects to a literal address without a lookup.
 */
export function urlProblem(url: URL, rule: DestinationRule): string | undefined {
  if (!rule.protocols.includes(url.protocol)) return `url must be ${rule.protocols.map((p) => p.slice(0, -1)).join(' or ')}.`;
  if (url.username || url.password) return 'url may not hold a user name or password.';
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !rule.allows(literal)) return `${literal} is ${rule.refusal}.`;
  return undefined;
}

/** `urlProblem`, and then every address the URL's host resolves to must be one the rule allows. */
export async function destinationProblem(url: string, rule: DestinationRule): Promise<string | undefined> {
  const parsed = new URL(url);
  const problem = urlProblem(parsed, rule);
  if (problem) return problem;
  const addresses = await resolveAll(parsed.hostname).catch(() => []);
  if (addresses.length === 0) return `${parsed.hostname} does not resolve.`;
  if (addresses.some((address) => !rule.allows(address))) return `${parsed.hostname} resolves to ${rule.refusal}.`;
  return undefined;
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string, readonly address: string, refusal: string) {
    super(`${host} resolves to ${address}, ${refusal}`);
  }
}

/** Every address a host name resolves to (or the literal address itself). */
export function resolveAll(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return Promise.resolve([bare]);
  return new Promise((resolve, reject) => dnsLookup(bare, { all: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address)))));
}

/**
 * A `lookup` for node's http clients that refuses an address the rule does not allow: the check happens on the very
 * address the socket connects to, so a name that resolves to an allowed address at creation and another later (DNS
 * rebinding) is refused at delivery.
 */
export function lookupAllowing(rule: DestinationRule): typeof dnsLookup {
  return ((hostname: string, options: object, callback: (error: Error | null, address?: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      const blocked = addresses.find((a) => !rule.allows(a.address));
      if (blocked) return callback(new BlockedAddressError(hostname, blocked.address, rule.refusal));
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  }) as typeof dnsLookup;
}

export const publicOnlyLookup = lookupAllowing(PRODUCTION_DESTINATIONS);
export const loopbackOnlyLookup = lookupAllowing(SANDBOX_DESTINATIONS);
