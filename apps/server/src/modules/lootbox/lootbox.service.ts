import { randomUUID } from 'node:crypto';
import { lootboxDraw } from '@tengu/fairness';
import {
  decimalToUnits,
  LOOTBOX_CODE_PATTERN,
  LOOTBOX_MESSAGES,
  LOOTBOX_PRIZES,
  LOOTBOX_SPIN_VALUE_USD,
  LOOTBOX_WEIGHTS_BPS,
  normalizeLootboxCode,
  type LootboxOpenResponse,
  type LootboxOpensResponse,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { consumeNonce, lockSeedsForBet } from '#app/modules/fairness/fairness.service';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostingInput,
} from '#app/modules/ledger/ledger.service';
import type { LootboxDeps } from './lootbox.deps';
import {
  findCode,
  findOpens,
  hasOpened,
  insertFreeSpinGrant,
  insertOpen,
  setOpenEntry,
  takeCode,
  type CodeRow,
} from './lootbox.repository';
import { lootboxResultOf } from './lootbox-result';

/**
 * Opening a lootbox (issue 17 item 2; spec document 2 sections 4, 7–9). One open per code per
 * player; every refusal is the spec's one text and changes nothing.
 */

const refusal = () => new AppError('BAD_REQUEST', LOOTBOX_MESSAGES.failed);

function isUsable(code: CodeRow, now: Date): boolean {
  const isExpired = code.expires_at !== null && code.expires_at.getTime() <= now.getTime();
  const isUsedUp = code.max_uses !== null && code.uses >= code.max_uses;
  return code.active && !isExpired && !isUsedUp;
}

function goldPostings(userId: string, units: bigint): PostingInput[] {
  return [
    { account: houseAccount('gold_issuance', shardFor(userId)), amount: -units },
    { account: playerAccount(userId, 'gold'), amount: units },
  ];
}

/**
 * One transaction, locks in the bets' order (ADR 012, 015): the player's seed pair (as a bet
 * takes it: the draw uses its current nonce, which then advances), then the Gold accounts of a
 * Gold prize, then the code row (a conditional update counts the use) and the open row, whose
 * UNIQUE (code, player) is what makes a second open of the same code fail whatever the
 * concurrency. A refusal rolls everything back, the nonce included.
 */
async function openInTransaction(
  trx: Transaction<Database>,
  options: { userId: string; code: CodeRow; openId: string; now: Date },
) {
  const { userId, code, openId, now } = options;
  const seeds = await lockSeedsForBet({ trx, userId });
  const { index } = lootboxDraw({
    serverSeed: seeds.server_seed,
    clientSeed: seeds.client_seed,
    nonce: seeds.nonce,
    weightsBps: LOOTBOX_WEIGHTS_BPS,
  });
  const prize = LOOTBOX_PRIZES[index];
  if (!prize) throw new Error(`lootbox draw ${index} outside the prize table`);
  const goldUnits = prize.category === 'gold' ? decimalToUnits(prize.amount) : 0n;
  const postings = goldPostings(userId, goldUnits);
  if (goldUnits > 0n)
    await lockEntryAccounts(
      trx,
      postings.map((p) => p.account),
    );

  if (!(await takeCode(trx, { codeId: code.id, now }))) throw refusal();
  const opened = await insertOpen(trx, {
    id: openId,
    code_id: code.id,
    user_id: userId,
    prize: prize.name,
    seed_id: seeds.id,
    client_seed: seeds.client_seed,
    server_seed_hash: seeds.server_seed_hash,
    nonce: seeds.nonce,
    created_at: now,
  });
  if (!opened) throw refusal();
  await consumeNonce({ trx, seeds });

  if (goldUnits > 0n) {
    const entry = await postEntryInTransaction({
      trx,
      idempotencyKey: `lootbox:${openId}`,
      kind: 'lootbox',
      reference: code.code,
      postings,
    });
    await setOpenEntry(trx, openId, entry.entryId);
  }
  if (prize.category === 'free_spins') {
    await insertFreeSpinGrant(trx, {
      user_id: userId,
      spins: prize.nbRounds,
      spin_value: decimalToUnits(LOOTBOX_SPIN_VALUE_USD),
      source: 'lootbox',
      source_id: openId,
    });
  }
  return { isGold: goldUnits > 0n };
}

/** POST /api/lootbox/open: the box of one promo code, drawn from the player's seed pair. */
export async function openLootbox(
  deps: LootboxDeps,
  options: { userId: string; code: string },
): Promise<LootboxOpenResponse> {
  const { db } = deps;
  const { userId } = options;
  const normalized = normalizeLootboxCode(options.code);
  if (!LOOTBOX_CODE_PATTERN.test(normalized)) throw refusal();
  const now = deps.now();
  // Early refusals spare a transaction; the transaction's own checks are what guarantee them.
  const code = await findCode(db, normalized);
  if (!code || !isUsable(code, now) || (await hasOpened(db, code.id, userId))) throw refusal();

  const openId = randomUUID();
  const { isGold } = await db
    .transaction()
    .execute((trx) => openInTransaction(trx, { userId, code, openId, now }));
  if (isGold && deps.onGoldCredited) {
    // Committed already: a failed emit must not turn the open into an error.
    await deps.onGoldCredited(userId).catch(() => undefined);
  }
  const [row] = await findOpens(db, userId, { openId });
  if (!row) throw new Error(`lootbox open ${openId} not found after commit`);
  return { success: true, lootboxResult: lootboxResultOf(row), message: LOOTBOX_MESSAGES.opened };
}

/** GET /api/lootbox/opens: the player's own opened boxes (the codes they can no longer use). */
export async function listOpens(deps: LootboxDeps, userId: string): Promise<LootboxOpensResponse> {
  return { opens: (await findOpens(deps.db, userId)).map(lootboxResultOf) };
}
