/**
 * Bitcoin Cash CashAddr (spec: github.com/bitcoincashorg/bitcoincash.org spec/cashaddr.md) for
 * P2PKH/P2SH with 160-bit hashes, the only kinds a deposit or withdrawal uses. BCH nodes return
 * addresses in this form, so deposit addresses are derived in it too.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

function polymod(values: number[]): bigint {
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    for (let i = 0; i < 5; i++) if ((c0 >> BigInt(i)) & 1n) c ^= GENERATORS[i]!;
  }
  return c ^ 1n;
}

function prefixValues(prefix: string): number[] {
  return [...prefix].map((ch) => ch.charCodeAt(0) & 0x1f).concat(0);
}

function convertBits(data: Uint8Array | number[], from: number, to: number, pad: boolean) {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad && bits > 0) out.push((acc << (to - bits)) & maxv);
  else if (!pad && (bits >= from || ((acc << (to - bits)) & maxv) !== 0)) return null;
  return out;
}

export type CashAddrType = 'p2pkh' | 'p2sh';

export function encodeCashAddr(prefix: string, type: CashAddrType, hash: Uint8Array): string {
  if (hash.length !== 20) throw new Error('CashAddr: only 160-bit hashes are supported');
  const versionByte = type === 'p2pkh' ? 0 : 8;
  const payload = convertBits([versionByte, ...hash], 8, 5, true)!;
  const checksum = polymod([...prefixValues(prefix), ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksumValues: number[] = [];
  for (let i = 0; i < 8; i++) checksumValues.push(Number((checksum >> BigInt(5 * (7 - i))) & 31n));
  return `${prefix}:${[...payload, ...checksumValues].map((v) => CHARSET[v]).join('')}`;
}

/** Decodes with or without the prefix; null when the address is not valid for `prefix`. */
export function decodeCashAddr(
  prefix: string,
  address: string,
): { type: CashAddrType; hash: Uint8Array } | null {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return null;
  const body = lower.startsWith(`${prefix}:`) ? lower.slice(prefix.length + 1) : lower;
  if (body.includes(':')) return null;
  const values: number[] = [];
  for (const ch of body) {
    const v = CHARSET.indexOf(ch);
    if (v < 0) return null;
    values.push(v);
  }
  if (values.length < 9 || polymod([...prefixValues(prefix), ...values]) !== 0n) return null;
  const bytes = convertBits(values.slice(0, -8), 5, 8, false);
  if (!bytes || bytes.length !== 21) return null;
  const type = bytes[0] === 0 ? 'p2pkh' : bytes[0] === 8 ? 'p2sh' : null;
  if (!type) return null;
  return { type, hash: Uint8Array.from(bytes.slice(1)) };
}
