import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  get,
  newPlayer,
  post,
  startHarness,
  stopHarness,
  type Harness,
} from '#app/modules/games/multi-step-game.testing';

/**
 * Changing the seed while games run (document 2 sections 4, 7 and 8): refused with the catalogue's
 * text, and the refusal's data lists the running games by name (`game_name`), as the spec's call
 * table says, so the client can name them in its own language.
 */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => stopHarness(harness));

const ROTATE = '/api/fairness/seeds/rotate';

describe('POST /api/fairness/seeds/rotate while games run', () => {
  it('refuses with the list of active games in data and changes nothing', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    const before = await get<{ client_seed: string }>(server, p, '/api/fairness/seeds');
    expect(
      (await post(server, p, '/api/games/mines/start', { amount: '1', mines: 3 })).status,
    ).toBe(200);
    expect((await post(server, p, '/api/games/coinflip/start', { amount: '1' })).status).toBe(200);

    const refused = await post<{ error: { data?: { game_name?: string[] } } }>(server, p, ROTATE, {
      clientSeed: 'abcdefgh',
    });
    expectError(refused, 409, 'ACTIVE_BETS');
    expect(refused.body.error.data?.game_name?.slice().sort()).toEqual(['Coinflip', 'Mines']);
    // Nothing changed: the same pair is still active.
    const after = await get<{ client_seed: string }>(server, p, '/api/fairness/seeds');
    expect(after.body.client_seed).toBe(before.body.client_seed);
  });

  it('refuses with one game named when one runs', async () => {
    const { server } = harness;
    const p = await newPlayer(harness);
    await post(server, p, '/api/games/mines/start', { amount: '1', mines: 3 });
    const refused = await post<{ error: { message: string; data?: unknown } }>(server, p, ROTATE, {
      clientSeed: 'zyxwvuts',
    });
    expectError(
      refused,
      409,
      'ACTIVE_BETS',
      'You must finish your active bets in Mines to change your seed.',
    );
    expect(refused.body.error.data).toEqual({ game_name: ['Mines'] });
  });
});
