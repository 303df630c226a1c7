import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The 2FA step of a login: short, just long enough to open an authenticator app. */
export const LOGIN_TICKET_TTL_SECONDS = 5 * 60;

/** When an already verified access token expires (epoch ms); a socket is dropped then. */
export function accessTokenExpiresAt(verifiedToken: string): number {
  return (decodeJwt(verifiedToken).exp ?? 0) * 1000;
}

/** An opaque random token (refresh tokens, email links): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: a database leak does not give usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Signs and checks the server's tokens with keys derived from JWT_SECRET: HS256 JWTs for access
 * tokens (`sub` user, `sid` session) and 2FA login tickets, and AES-256-GCM for 2FA secrets at
 * rest.
 */
export interface Tokens {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  signLoginTicket(userId: string): Promise<string>;
  verifyLoginTicket(token: string): Promise<string | null>;
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const derive = (secret: string, info: string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'tengu', info, 32));

/** Verified access tokens kept (until they expire) so a client's next requests skip the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokens(secret: string): Tokens {
  // A KeyObject: jose imports a raw key again on every call.
  const jwtKey = createSecretKey(derive(secret, 'jwt'));
  // A token's signature and claims never change: once verified, only its expiry matters. The
  // session behind it is still checked on every request (revocation stays immediate).
  const verifiedAccess = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const rememberVerified = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verifiedAccess.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verifiedAccess.keys().next();
      if (!oldest.done) verifiedAccess.delete(oldest.value);
    }
    verifiedAccess.set(token, { claims, expiresAt });
  };
  const sealKey = derive(secret, 'seal-2fa');

  const sign = (typ: string, sub: string, ttl: number, extra: Record<string, string> = {}) =>
    new SignJWT({ typ, ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(jwtKey);

  const verify = async (token: string, typ: string) => {
    try {
      // Every token we sign expires: one without `exp` would be valid forever (issue 15.6).
      const { payload } = await jwtVerify(token, jwtKey, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      return payload.typ === typ && typeof payload.sub === 'string' ? payload : null;
    } catch {
      return null;
    }
  };

  return {
    signAccess: ({ userId, sessionId }) =>
      sign('access', userId, ACCESS_TOKEN_TTL_SECONDS, { sid: sessionId }),
    async verifyAccess(token) {
      const cached = verifiedAccess.get(token);
      if (cached && cached.expiresAt > Date.now()) return cached.claims;
      const payload = await verify(token, 'access');
      if (!payload?.sub || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      rememberVerified(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    },
    signLoginTicket: (userId) => sign('login-2fa', userId, LOGIN_TICKET_TTL_SECONDS),
    async verifyLoginTicket(token) {
      return (await verify(token, 'login-2fa'))?.sub ?? null;
    },
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed sealed value');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
