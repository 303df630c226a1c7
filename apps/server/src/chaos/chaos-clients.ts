import { randomUUID } from 'node:crypto';
import { decimalToUnits } from '@tengu/shared';

/**
 * The players of the chaos test (issue 25 item 3): each runs one money operation after another
 * and, like the app's clients, retries an operation with its idempotency key until it gets an
 * answer — through SIGKILLed servers and a crashed database. Each keeps its own book of what it
 * saw accepted; the test then compares the server's records with these books.
 */

export interface ChaosStats {
  /** Operations started (each ends accepted or refused). */
  operations: number;
  accepted: number;
  /** Refused with an expected business answer (e.g. not enough balance). */
  refused: number;
  /** Requests sent again after no answer or a 5xx. */
  retries: number;
  /** The 5xx answers seen, with when (the test allows them only while the database is down). */
  serverErrors: { at: number; status: number; path: string; code: string }[];
  /** 4xx answers that are no business refusal: each one a defect. */
  unexpected: { path: string; status: number; body: unknown }[];
}

export const newStats = (): ChaosStats => ({
  operations: 0,
  accepted: 0,
  refused: 0,
  retries: 0,
  serverErrors: [],
  unexpected: [],
});

export interface ChaosPlayer {
  id: string;
  token: string;
  password: string;
  /** This player's own address (X-Forwarded-For): one sign-up per address. */
  ip: string;
  depositAddress: string;
}

/** What one player saw accepted, in 10⁻⁸ USD. */
export interface Book {
  credits: bigint;
  vault: bigint;
  /** Idempotency key → bet id. */
  bets: Map<string, string>;
  /** Idempotency keys of the tips this player sent. */
  tips: string[];
  /** Idempotency keys of the vault moves. */
  vaultMoves: string[];
  /** Idempotency key → withdrawal id. */
  withdrawals: Map<string, string>;
  /** Txids of the deposits sent to this player. */
  deposits: string[];
}

export const newBook = (credits: bigint): Book => ({
  credits,
  vault: 0n,
  bets: new Map(),
  tips: [],
  vaultMoves: [],
  withdrawals: new Map(),
  deposits: [],
});

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const units = (text: unknown) => decimalToUnits(String(text));

/** Business refusals a player may meet under load; any other 4xx is a defect. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_FUNDS', 'WITHDRAW_INSUFFICIENT_FUNDS']);

export function createChaosClient(options: { url: string; stats: ChaosStats; deadline: number }) {
  const { url, stats } = options;

  /** One operation's request, sent again (same key) until an answer below 500 comes back. */
  async function send(
    player: ChaosPlayer,
    path: string,
    body: unknown,
    key: string,
  ): Promise<Answer> {
    for (;;) {
      let answer: Answer | null = null;
      try {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${player.token}`,
            'x-forwarded-for': player.ip,
            'idempotency-key': key,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        // A connection cut while the body arrives is no answer either.
        answer = { status: res.status, body: (await res.json()) as Record<string, unknown> };
      } catch {
        answer = null;
      }
      if (answer && answer.status < 500) return answer;
      if (answer) {
        const error = answer.body?.error as { code?: string } | undefined;
        stats.serverErrors.push({
          at: Date.now(),
          status: answer.status,
          path,
          code: error?.code ?? '?',
        });
      }
      if (Date.now() > options.deadline) throw new Error(`${path}: no answer before the deadline`);
      stats.retries += 1;
      await sleep(150 + Math.random() * 150);
    }
  }

  /** Counts the outcome; true when accepted. */
  function judge(path: string, answer: Answer): boolean {
    stats.operations += 1;
    if (answer.status === 200) {
      stats.accepted += 1;
      return true;
    }
    const code = (answer.body?.error as { code?: string } | undefined)?.code ?? '';
    if (EXPECTED_REFUSALS.has(code)) stats.refused += 1;
    else stats.unexpected.push({ path, status: answer.status, body: answer.body });
    return false;
  }

  return {
    async bet(player: ChaosPlayer, book: Book) {
      const key = randomUUID();
      const path = '/api/games/dice/bet';
      const answer = await send(
        player,
        path,
        { amount: '1', target: 50.5, condition: 'over' },
        key,
      );
      if (!judge(path, answer)) return false;
      const bet = answer.body!.bet as { id: string; amount: string; payout: string };
      book.bets.set(key, bet.id);
      book.credits += units(bet.payout) - units(bet.amount);
      return true;
    },

    async tip(player: ChaosPlayer, book: Book, to: ChaosPlayer, toBook: Book) {
      const key = randomUUID();
      const path = '/api/wallet/tip';
      const answer = await send(player, path, { userId: to.id, amount: '0.5' }, key);
      if (!judge(path, answer)) return;
      book.tips.push(key);
      book.credits -= units('0.5');
      toBook.credits += units('0.5');
    },

    async vault(player: ChaosPlayer, book: Book, target: 'vault' | 'balance') {
      const key = randomUUID();
      const path = '/api/wallet/vault';
      const amount = target === 'vault' ? '3' : '2';
      const body =
        target === 'vault' ? { target, amount } : { target, amount, password: player.password };
      const answer = await send(player, path, body, key);
      if (!judge(path, answer)) return;
      book.vaultMoves.push(key);
      const moved = target === 'vault' ? units(amount) : -units(amount);
      book.vault += moved;
      book.credits -= moved;
    },

    async withdraw(player: ChaosPlayer, book: Book) {
      const key = randomUUID();
      const path = '/api/payments/withdrawals';
      const answer = await send(
        player,
        path,
        {
          asset: 'LTC',
          network: 'ltc',
          address: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
          assetAmount: '0.1',
        },
        key,
      );
      if (!judge(path, answer)) return;
      const withdrawal = answer.body!.withdrawal as { id: string; fiat_amount: string };
      book.withdrawals.set(key, withdrawal.id);
      book.credits -= units(withdrawal.fiat_amount);
    },
  };
}

export type ChaosClient = ReturnType<typeof createChaosClient>;
