import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import type { Session, WalletClient } from './wallet-client';

/** One harness per test file (beforeAll / afterAll), and what the conformance tests share. */
export function useHarness() {
  const state = {} as { harness: Harness };
  beforeAll(async () => {
    state.harness = await startHarness();
  }, 60_000);
  afterAll(async () => {
    await state.harness.close();
  });
  return {
    get harness(): Harness {
      return state.harness;
    },
    get client(): WalletClient {
      return state.harness.client;
    },
    /** Places a bet that must be accepted; returns its round and uuid. */
    async placeBet(session: Session, amount: number) {
      const round = randomUUID();
      const body = state.harness.client.betBody(session, { amount, round });
      const reply = await state.harness.client.call('transaction/bet', body);
      expect(reply.body.status).toBe('RS_OK');
      return { round, bet: body.transaction_uuid, reply };
    },
  };
}

/** A check that needs the deployment's database or process: skipped against a remote one. */
export const localIt = (name: string, test: () => Promise<void>) =>
  it.skipIf(process.env.CONFORMANCE_BASE_URL !== undefined)(name, test);
