import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCasinoWallet, WalletUnreachable, type FetchLike } from './casino-wallet';

const studio = generateKeyPairSync('rsa', { modulusLength: 2048 });
const casino = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pemOf = (key: typeof studio.privateKey) =>
  key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();

function walletWith(fetch: FetchLike, signedAnswers = false) {
  return createCasinoWallet(
    {
      walletUrl: 'http://casino.test/api/provider/tengu-studio/wallet/',
      providerId: 'tengu-studio',
      privateKeyPem: pemOf(studio.privateKey),
      ...(signedAnswers ? { casinoPublicKeyPem: pemOf(casino.publicKey) } : {}),
    },
    { fetch, backoffMs: 1 },
  );
}

const ok = (body: object, signature?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: signature ? { 'x-hub88-signature': signature } : {},
  });

describe('the casino wallet client', () => {
  it('signs the exact body and retries lost calls with the same transaction uuid', async () => {
    const seen: { url: string; body: string; signature: string }[] = [];
    let failures = 2;
    const wallet = walletWith(async (url, init) => {
      const headers = init.headers as Record<string, string>;
      seen.push({ url, body: String(init.body), signature: headers['x-hub88-signature'] ?? '' });
      if (failures-- > 0)
        return failures === 1
          ? Promise.reject(new TypeError('down'))
          : new Response('', { status: 502 });
      return ok({ status: 'RS_OK', request_uuid: 'x', balance: 5 });
    });
    const answer = await wallet.call('transaction/bet', { transaction_uuid: 't-1', amount: 1 });
    expect(answer.balance).toBe(5);
    expect(seen).toHaveLength(3);
    expect(seen[0]?.url).toBe(
      'http://casino.test/api/provider/tengu-studio/wallet/transaction/bet',
    );
    const bodies = seen.map(
      (s) => JSON.parse(s.body) as { transaction_uuid: string; request_uuid: string },
    );
    expect(new Set(bodies.map((b) => b.transaction_uuid))).toEqual(new Set(['t-1']));
    expect(new Set(bodies.map((b) => b.request_uuid)).size).toBe(3);
    for (const s of seen) {
      expect(
        verify('sha256', Buffer.from(s.body), studio.publicKey, Buffer.from(s.signature, 'base64')),
      ).toBe(true);
    }
  });

  it('gives up after its attempts, and treats RS_ERROR_UNKNOWN as no answer', async () => {
    let calls = 0;
    const wallet = walletWith(async () => {
      calls++;
      return ok({ status: 'RS_ERROR_UNKNOWN', request_uuid: 'x' });
    });
    await expect(wallet.call('transaction/win', {})).rejects.toBeInstanceOf(WalletUnreachable);
    expect(calls).toBe(4);
  });

  it('refuses an answer the casino did not sign when it has a key', async () => {
    const body = { status: 'RS_OK', request_uuid: 'x', balance: 1 };
    const good = sign('sha256', Buffer.from(JSON.stringify(body)), casino.privateKey).toString(
      'base64',
    );
    expect(await walletWith(async () => ok(body, good), true).call('user/balance', {})).toEqual(
      body,
    );
    const forged = sign('sha256', Buffer.from(JSON.stringify(body)), studio.privateKey).toString(
      'base64',
    );
    await expect(
      walletWith(async () => ok(body, forged), true).call('user/balance', {}),
    ).rejects.toBeInstanceOf(WalletUnreachable);
  });
});
