import { findAssetNetwork, type WithdrawEligibility } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  lastEmailTo,
  signUp,
  tokenFromLink,
  type SignedUp,
} from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { createFakeChainAdapter } from './testing/fake-chain-adapter';
import { createPaymentsTestApp, errorOf } from './payments.int-helpers';

/**
 * The withdraw modal's standing (issue 14 item 4): GET /api/payments/withdrawals/eligibility
 * reports what the withdrawal itself checks (document 2 sections 6 and 9: a verified email,
 * $69 of credits wagered), and the network fee the modal shows is the one deducted.
 */

const sol = createFakeChainAdapter('sol', { assets: ['SOL', 'USDC'] });
const USD = 10n ** 8n;
const URL_ELIGIBILITY = '/api/payments/withdrawals/eligibility';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createPaymentsTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters: [sol.adapter] });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

async function standing(player: SignedUp): Promise<WithdrawEligibility> {
  const res = await server.app.inject({
    url: URL_ELIGIBILITY,
    headers: bearer(player.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as WithdrawEligibility;
}

const withdraw = (player: SignedUp, assetAmount: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    payload: { asset: 'SOL', network: 'sol', address: 'sol-recipient', assetAmount },
    headers: bearer(player.accessToken),
  });

describe('GET /api/payments/withdrawals/eligibility', () => {
  it('needs a player', async () => {
    expect((await server.app.inject({ url: URL_ELIGIBILITY })).statusCode).toBe(401);
    const forged = await server.app.inject({
      url: URL_ELIGIBILITY,
      headers: bearer('not-a-token'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('follows the player from sign-up to withdrawable, agreeing with the withdrawal', async () => {
    const player = await signUp(server);
    await fund(database.db, player.user.id, '200');
    expect(await standing(player)).toEqual({
      hasEmail: true,
      emailVerified: false,
      wagered: '0',
      required: '69',
      minimumUsd: '5',
    });
    expect(errorOf(await withdraw(player, '0.5'))).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    // The emailed link verifies the address.
    const email = await lastEmailTo(server, player.user.email!);
    const token = tokenFromLink(
      email?.links.find((link) => link.includes('verify_email')),
      'verify_email',
    );
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);

    // Real bets count toward the $69: $30 wagered on dice.
    for (let i = 0; i < 3; i++) {
      const bet = await server.app.inject({
        method: 'POST',
        url: '/api/games/dice/bet',
        payload: { amount: '10', target: 50.5, condition: 'over' },
        headers: bearer(player.accessToken),
      });
      expect(bet.statusCode).toBe(200);
    }
    expect(await standing(player)).toMatchObject({ emailVerified: true, wagered: '30' });
    expect(errorOf(await withdraw(player, '0.5'))).toMatchObject({ code: 'WAGER_REQUIREMENT' });

    for (let i = 0; i < 4; i++) {
      await server.app.inject({
        method: 'POST',
        url: '/api/games/dice/bet',
        payload: { amount: '10', target: 50.5, condition: 'over' },
        headers: bearer(player.accessToken),
      });
    }
    expect(await standing(player)).toMatchObject({ emailVerified: true, wagered: '70' });

    // The fee the modal shows (the asset-unit table, document 2 section 9) is the one deducted;
    // the player's dollars go for the whole amount at the current price (SOL $140).
    const credits = await pocketUnits(database.db, player.user.id, 'credits');
    const res = await withdraw(player, '0.5');
    expect(res.statusCode).toBe(200);
    const fee = findAssetNetwork('SOL', 'sol')!.on.withdrawFee;
    expect(res.json()).toMatchObject({
      withdrawal: { fee, received_amount: '0.499995', fiat_amount: '70' },
    });
    expect(await pocketUnits(database.db, player.user.id, 'credits')).toBe(credits - 70n * USD);
  });
});
