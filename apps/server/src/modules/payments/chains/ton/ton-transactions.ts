/**
 * Reading the operator wallet's transactions (docs/decisions/026-ton-adapter.md): incoming
 * payments with their text comment (the player's memo), and the withdrawals the adapter sent,
 * recognised by the reference it records in a zero-value note to itself.
 */
import { beginCell, type Address, type Cell, type Message, type Transaction } from '@ton/core';

/** The comment of the note a withdrawal sends to the operator wallet itself. */
export const WITHDRAWAL_NOTE_PREFIX = 'tengu-withdrawal:';

/** A text comment (op 0 followed by UTF-8, snake-encoded across refs); null for anything else. */
export function textCommentOf(body: Cell | null | undefined): string | null {
  if (!body) return null;
  try {
    const slice = body.beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}

/** A text comment body: op 0 and the text (what wallets show as the memo). */
export function textComment(text: string): Cell {
  return beginCell().storeUint(0, 32).storeStringTail(text).endCell();
}

/** The memo as the watcher matches it: surrounding blanks removed, empty = none. */
export function normaliseMemo(comment: string | null): string | undefined {
  const trimmed = comment?.trim();
  return trimmed ? trimmed : undefined;
}

export interface IncomingPayment {
  amount: bigint;
  /** The text comment, trimmed; undefined when there is none. */
  memo: string | undefined;
  from: Address | null;
}

/**
 * The Toncoin a transaction brought into `wallet`: an internal message from someone else, not
 * a bounce, whose value stayed (a failed bounceable message is returned to its sender). Null for
 * everything else (the wallet's own sends, its notes to itself, bounces).
 */
export function incomingPaymentOf(tx: Transaction, wallet: Address): IncomingPayment | null {
  const message = tx.inMessage;
  if (!message || message.info.type !== 'internal') return null;
  const { info } = message;
  if (info.bounced || !info.dest.equals(wallet) || info.src.equals(wallet)) return null;
  if (info.value.coins <= 0n) return null;
  const description = tx.description;
  if (description.type !== 'generic') return null;
  if (description.aborted && info.bounce && description.bouncePhase?.type === 'ok') return null;
  return {
    amount: info.value.coins,
    memo: normaliseMemo(textCommentOf(message.body)),
    from: info.src,
  };
}

/** The messages a transaction sent, in order. */
export function outMessagesOf(tx: Transaction): Message[] {
  return tx.outMessages.values();
}

/** The withdrawal reference a wallet transaction carries in its note to itself, or null. */
export function withdrawalReferenceOf(tx: Transaction, wallet: Address): string | null {
  if (tx.inMessage?.info.type !== 'external-in') return null;
  for (const message of outMessagesOf(tx)) {
    if (message.info.type !== 'internal' || !message.info.dest.equals(wallet)) continue;
    const comment = textCommentOf(message.body);
    if (comment?.startsWith(WITHDRAWAL_NOTE_PREFIX)) {
      return comment.slice(WITHDRAWAL_NOTE_PREFIX.length);
    }
  }
  return null;
}
