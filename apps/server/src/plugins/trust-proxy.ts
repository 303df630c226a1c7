import { isIP } from 'node:net';

/**
 * TRUST_PROXY (issue 15.3): which `X-Forwarded-For` hops to believe. A proxy appends the address
 * it saw to whatever the client sent, so only the right-most entries are facts; trusting every hop
 * (`true`) would read the left-most entry, which the client writes itself. Accepted values:
 * - unset, `false`, `0`: no proxy; the client IP is the socket's address;
 * - a hop count (`1` for one proxy in front): the entry that many hops from the right;
 * - proxy addresses and CIDRs, comma-separated (`10.0.0.0/8,127.0.0.1`, also proxy-addr's
 *   `loopback`, `linklocal`, `uniquelocal`): the right-most entry not sent by one of them.
 * Fastify's `trustProxy` takes the number or the list as they are.
 */
export type TrustProxy = false | number | string[];

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PRESETS.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(
  value: string | undefined,
): { ok: true; value: TrustProxy } | { ok: false; problem: string } {
  const text = value?.trim() ?? '';
  if (['', 'false', '0', 'no'].includes(text)) return { ok: true, value: false };
  if (['true', 'yes'].includes(text)) {
    return {
      ok: false,
      problem:
        'trusting every proxy lets a client pick its own IP with X-Forwarded-For; set the number ' +
        'of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, problem: 'a hop count must be between 0 and 10' };
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length) {
    return {
      ok: false,
      problem: `must be a hop count or proxy addresses/CIDRs; not an address: ${bad.join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 now refuses a bare hop count (it cannot check
 * the immediate peer), so the count becomes proxy-addr's trust function: hop i (0 = the socket's
 * peer) is a proxy while i < hops. Use the address list when clients can also reach the server
 * directly, bypassing the proxy.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return value;
}
