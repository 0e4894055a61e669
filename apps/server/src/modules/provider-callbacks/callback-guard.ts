/**
 * How callbacks from operators that do not sign them (MTN MoMo, M-Pesa Daraja) are authenticated
 * (docs/providers.md#callbacks): the URL Malipo gives the operator ends in a secret token, and,
 * when configured, the request must come from one of the operator's published addresses. Neither
 * makes a callback trusted: each is still confirmed with the operator's status API before money
 * moves.
 * @module
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { secretEquals } from '../../lib/secret-equals';

/** What a provider's callbacks must present. */
export interface CallbackSecurity {
  /** The secret last path segment of the provider's callback URLs. */
  token: string;
  /** Addresses and CIDR blocks callbacks may come from; empty accepts any. */
  allowedAddresses: readonly string[];
}

/** The address list as a `BlockList`, or null when it is empty (any address). */
function blockListOf(addresses: readonly string[]): BlockList | null {
  if (addresses.length === 0) return null;
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether `ip` (as Fastify reports it, IPv4 possibly mapped into IPv6) is in `list`. */
function isAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  return list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * A preHandler for routes with a `:token` parameter: a wrong token answers 404 `not_found` (the
 * URL does not exist for whoever guesses it), an address outside the allow-list 403 `forbidden`;
 * both are logged as warnings naming `provider`, never the token.
 */
export function requireCallbackSecurity(provider: string, security: CallbackSecurity) {
  const allowed = blockListOf(security.allowedAddresses);
  return async (request: FastifyRequest<{ Params: { token: string } }>) => {
    if (!secretEquals(request.params.token, security.token)) {
      request.log.warn({ provider }, 'Provider callback refused: wrong path token');
      throw new AppError('not_found', 'Not found');
    }
    if (allowed && !isAllowed(allowed, request.ip)) {
      request.log.warn({ provider, ip: request.ip }, 'Provider callback refused: address not allowed');
      throw new AppError('forbidden', 'Callbacks are not accepted from this address');
    }
  };
}
