import {
  CHAT_MESSAGES,
  decimalToUnits,
  RAIN_WINDOW_MS,
  unitsToDecimal,
  type ChatRoom,
  type TipRainResponse,
} from '@tengu/shared';
import { AppError, isAppError } from '#app/errors/app-error';
import { playerAccount } from '#app/modules/ledger/accounts';
import { balanceAfter, postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Realtime } from '#app/realtime/realtime';
import type { ChatDeps } from './chat.service';
import { findChatter, findRainByKey, insertRain, recentChatters } from './chat.repository';
import { toRainPayload } from './chat-view';

/**
 * The equal split of a rain (docs/decisions/022-chat.md): every recipient gets
 * floor(amount / n) units and the first (amount mod n) recipients, the earliest chatters, one
 * unit more, so the shares always add up to the amount exactly. With fewer units than
 * recipients only the first `amount` recipients get one unit each.
 */
export function splitRain(amount: bigint, recipients: readonly string[]) {
  const n = BigInt(recipients.length);
  const base = amount / n;
  const remainder = amount % n;
  return recipients
    .map((userId, index) => ({ userId, amount: base + (BigInt(index) < remainder ? 1n : 0n) }))
    .filter((share) => share.amount > 0n);
}

function rainUnits(text: string): bigint {
  let units: bigint;
  try {
    units = decimalToUnits(text.trim());
  } catch {
    throw new AppError('BAD_REQUEST', CHAT_MESSAGES.invalidAmount);
  }
  if (units <= 0n) throw new AppError('BAD_REQUEST', CHAT_MESSAGES.invalidAmount);
  return units;
}

/**
 * POST /api/chat/rain (document 2 sections 5-8): credits only, split among the room's recent
 * chatters (sender excluded) through ONE balanced ledger entry `rain:<sender>:<key>`. A retry
 * with the same Idempotency-Key replays the first rain; the ledger locks the accounts first
 * (ADR 015 lock order), then the rain row is written in the same transaction.
 */
export async function tipRain(
  deps: ChatDeps & { realtime: Realtime },
  options: { userId: string; room: ChatRoom; amount: string; idempotencyKey: string },
): Promise<TipRainResponse> {
  const amount = rainUnits(options.amount);
  const key = `rain:${options.userId}:${options.idempotencyKey}`;
  const at = deps.now();
  const from = playerAccount(options.userId, 'credits');
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const recipients = await recentChatters(trx, {
      room: options.room,
      since: new Date(at.getTime() - RAIN_WINDOW_MS),
      senderId: options.userId,
    });
    if (recipients.length === 0) throw new AppError('BAD_REQUEST', CHAT_MESSAGES.noRecipients);
    const shares = splitRain(amount, recipients);
    let result;
    try {
      result = await postEntryInTransaction({
        trx,
        idempotencyKey: key,
        kind: 'rain',
        reference: options.room,
        postings: [
          { account: from, amount: -amount },
          ...shares.map((s) => ({ account: playerAccount(s.userId, 'credits'), amount: s.amount })),
        ],
      });
    } catch (error) {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_FUNDS', CHAT_MESSAGES.insufficientFunds);
      }
      throw error;
    }
    if (result.replayed) {
      const previous = await findRainByKey(trx, key);
      return { result, rain: previous, recipients: previous?.recipients ?? shares.length };
    }
    const rain = await insertRain(trx, {
      key,
      room: options.room,
      senderId: options.userId,
      amount,
      recipients: shares.length,
      entryId: result.entryId,
      at,
    });
    return { result, rain: { ...rain, amount }, recipients: shares.length };
  });
  await emitBalancesAfterCommit({ db: deps.db, realtime: deps.realtime, result: outcome.result });
  if (!outcome.result.replayed && outcome.rain) {
    const sender = await findChatter(deps.db, options.userId);
    deps.emitter.toRoom(
      options.room,
      'rain:new',
      toRainPayload({
        ...outcome.rain,
        room: options.room,
        username: sender?.username ?? '',
        amount,
        recipients: outcome.recipients,
      }),
    );
  }
  return {
    success: true,
    amount: unitsToDecimal(amount),
    recipients: outcome.recipients,
    credits: unitsToDecimal(balanceAfter(outcome.result, from) ?? 0n),
  };
}
