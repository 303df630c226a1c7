import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { SITE_NAME } from '@tengu/shared';

/** TOTP as RFC 6238 and authenticator apps have it: SHA-1, 6 digits, 30 s, ±1 step. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpSetup(options: { secret: string; label: string }) {
  const otpauthUrl = generateURI({
    issuer: SITE_NAME,
    label: options.label,
    secret: options.secret,
  });
  const qrCodeDataUrl = await toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret: options.secret, otpauthUrl, qrCodeDataUrl };
}

/** The time step the code belongs to, or null when it is not a valid code now. */
export async function verifyTotp(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
