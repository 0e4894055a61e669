/**
 * The SSRF guard of webhook deliveries (docs/webhooks.md#ssrf-guard, after the OWASP SSRF
 * Prevention Cheat Sheet): a webhook URL must be http(s) and every address its host resolves to
 * must be public — not loopback, private (RFC 1918), carrier-grade NAT, link-local (including the
 * 169.254.169.254 cloud metadata service), unique-local (fc00::/7), multicast, reserved or
 * unspecified, in IPv4 or IPv6 (IPv4-mapped IPv6 included). Checked when an endpoint is saved and
 * again at every delivery, on the address the connection actually uses (DNS rebinding).
 * `WEBHOOK_ALLOW_PRIVATE_URLS` turns it off (tests, local dev).
 * @module
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/app-error';

/** Resolves a host name to every address it has (the shape of `dns.promises.lookup` with `all`). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 of any IPv4, private ones included
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * True when `address` (an IPv4 or IPv6 literal, IPv4-mapped IPv6 included) is not a public internet
 * address; anything that is not an IP literal counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address of `hostname`, through the system resolver. */
export const resolveWithDns: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

/** What {@link assertDeliverableUrl} checks against. */
export interface UrlGuardOptions {
  /** `WEBHOOK_ALLOW_PRIVATE_URLS`: skip every check but the scheme (tests, local development). */
  allowPrivate: boolean;
  /** How host names are resolved: {@link resolveWithDns}, or a fake in tests. */
  resolve: ResolveHost;
  /** This server's own public origin (`PUBLIC_URL`): webhooks never call the server itself. */
  ownOrigin: string;
}

const refuse = (message: string) => new AppError('validation_failed', message, { url: message });

/**
 * Checks that `url` may receive webhooks: http(s), not this server, and every address its host
 * resolves to public (docs/webhooks.md#ssrf-guard). Throws `validation_failed` (field `url`)
 * otherwise, also when the host does not resolve. With `allowPrivate` only the scheme is checked.
 * `url` must already parse as a URL (the contract's schema checks it).
 */
export async function assertDeliverableUrl(url: string, options: UrlGuardOptions): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw refuse('Webhook URLs must start with http:// or https://');
  }
  if (options.allowPrivate) return;
  if (parsed.origin === new URL(options.ownOrigin).origin) {
    throw refuse('Webhooks cannot be sent to Malipo itself');
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [host]
    : await options.resolve(host).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0) throw refuse(`The host ${host} could not be found`);
  if (addresses.some(isPrivateAddress)) {
    throw refuse('Webhook URLs must point to a public internet address, not a private or local one');
  }
}
