import {
  createPrivateKey,
  createPublicKey,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * The studio's side of the casino's seamless wallet (Hub88-shaped; the casino's ADR 028): every
 * body signed with our private key (RSA-SHA256, base64, `X-Hub88-Signature`). A call that gets no
 * answer (network error, HTTP 5xx) is sent again with the SAME transaction_uuid (a new
 * request_uuid), which the casino answers idempotently; after `attempts` it gives up with
 * `WalletUnreachable` and the caller decides (roll the bet back, or keep the win for later).
 */

export interface CasinoConfig {
  /** e.g. http://127.0.0.1:3000/api/provider/tengu-studio/wallet */
  walletUrl: string;
  providerId: string;
  privateKeyPem: string;
  /** When set, the casino's answers must carry a valid signature by this key. */
  casinoPublicKeyPem?: string;
}

export interface WalletAnswer {
  status: string;
  request_uuid: string;
  user?: string;
  currency?: string;
  balance?: number;
}

export class WalletUnreachable extends Error {}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CasinoWallet {
  call(path: string, body: Record<string, unknown>): Promise<WalletAnswer>;
}

export function createCasinoWallet(
  config: CasinoConfig,
  options: { fetch?: FetchLike; attempts?: number; backoffMs?: number } = {},
): CasinoWallet {
  const privateKey: KeyObject = createPrivateKey(config.privateKeyPem);
  const casinoKey = config.casinoPublicKeyPem ? createPublicKey(config.casinoPublicKeyPem) : null;
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 200;
  const base = config.walletUrl.replace(/\/+$/, '');

  async function once(path: string, body: Record<string, unknown>): Promise<WalletAnswer | null> {
    const text = JSON.stringify({ ...body, request_uuid: randomUUID() });
    let res: Response;
    try {
      res = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub88-signature': sign('sha256', Buffer.from(text), privateKey).toString('base64'),
        },
        body: text,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return null;
    }
    if (res.status >= 500) return null;
    const answer = await res.text();
    if (casinoKey) {
      const signature = res.headers.get('x-hub88-signature');
      const valid =
        signature !== null &&
        verify('sha256', Buffer.from(answer), casinoKey, Buffer.from(signature, 'base64'));
      if (!valid) return null;
    }
    try {
      return JSON.parse(answer) as WalletAnswer;
    } catch {
      return null;
    }
  }

  return {
    async call(path, body) {
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, backoffMs * attempt));
        const answer = await once(path, body);
        if (answer && answer.status !== 'RS_ERROR_UNKNOWN') return answer;
      }
      throw new WalletUnreachable(`the casino's wallet did not answer ${path}`);
    },
  };
}
