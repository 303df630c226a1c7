import { createHmac } from 'node:crypto';

/** RFC 4648 base32, as authenticator secrets are written. */
function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const TOTP_STEP_SECONDS = 30;

export function currentTotpStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The 6-digit code of one time step (RFC 6238: HMAC-SHA1, dynamic truncation of RFC 4226). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * The server accepts each step once and tolerates one step either side of now, so a code for
 * a later login uses the step after the last one used, waiting when that is too far ahead.
 */
export class TotpDevice {
  private lastStep = -1;

  constructor(private readonly secret: string) {}

  async nextCode(): Promise<string> {
    let step = Math.max(currentTotpStep(), this.lastStep + 1);
    while (step > currentTotpStep() + 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      step = Math.max(currentTotpStep(), this.lastStep + 1);
    }
    this.lastStep = step;
    return totpCode(this.secret, step);
  }
}
