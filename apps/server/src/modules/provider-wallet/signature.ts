import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * Request and answer signatures (Hub88's scheme): base64 of RSA-SHA256 (PKCS#1 v1.5) over the
 * exact bytes of the body. Verified on the raw body, before it is parsed.
 */

export function signBody(body: Buffer | string, privateKey: KeyObject): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, privateKey).toString(
    'base64',
  );
}

/** Whether `signature` (base64) signs `body` with the key's private half; false on any junk. */
export function isValidSignature(
  body: Buffer,
  signature: string | undefined,
  publicKey: KeyObject,
): boolean {
  if (!signature || signature.length > 4096 || !/^[A-Za-z0-9+/=\s]+$/.test(signature)) {
    return false;
  }
  try {
    return verify('sha256', body, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
