import { createHmac, timingSafeEqual } from 'node:crypto';
import { WHEEL_SEGMENTS } from '@tengu/shared';

/**
 * The sign-up wheel's token (ADR 017): `<payload>.<signature>`, both base64url; the payload is
 * JSON `{ v, id, i, prize, exp }` (spin id, segment index, prize in units of 10⁻⁸ USD, expiry in
 * ms since the epoch) and the signature HMAC-SHA256 over the payload's text with a key derived
 * from the server's JWT secret for this purpose only (a token of one kind is never valid as the
 * other). Altered, expired or malformed tokens are refused; single use is the database's job
 * (`signup_wheel_claims` primary key).
 */

export interface WheelPrize {
  /** The spin's id: unique, consumed once. */
  id: string;
  segmentIndex: number;
  /** Units of 10⁻⁸ USD. */
  prize: bigint;
  expiresAt: Date;
}

export interface WheelTokens {
  sign: (prize: WheelPrize) => string;
  /** The prize, or null when the token is altered, expired or malformed. */
  verify: (token: string, now?: Date) => WheelPrize | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createWheelTokens(serverSecret: string): WheelTokens {
  const key = createHmac('sha256', serverSecret).update('tengu/signup-wheel-token/v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  return {
    sign(prize) {
      const payload = Buffer.from(
        JSON.stringify({
          v: 1,
          id: prize.id,
          i: prize.segmentIndex,
          prize: String(prize.prize),
          exp: prize.expiresAt.getTime(),
        }),
      ).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, now = new Date()) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        const { v, id, i, prize, exp } = body;
        if (v !== 1 || typeof id !== 'string' || !UUID.test(id)) return null;
        if (typeof i !== 'number' || !Number.isInteger(i) || !WHEEL_SEGMENTS[i]) return null;
        if (typeof prize !== 'string' || !/^[1-9]\d{0,17}$/.test(prize)) return null;
        if (typeof exp !== 'number' || exp <= now.getTime()) return null;
        return { id, segmentIndex: i, prize: BigInt(prize), expiresAt: new Date(exp) };
      } catch {
        return null;
      }
    },
  };
}
