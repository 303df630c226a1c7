import type { FastifyInstance } from 'fastify';
import { SpinError } from '../spin.service';
import { parseRouletteBet } from './parse-bet';
import type { TableStateReader } from './table-state';
import { placeTableBet, TABLE_MESSAGES, type TableDeps } from './table.service';

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** The shared table's HTTP surface: its state (polled by the page) and real-money bets. */
export function registerTableRoutes(
  app: FastifyInstance,
  deps: TableDeps,
  readState: TableStateReader,
) {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/table/state',
    async (request, reply) => {
      const token = text(request.query.token);
      const user = text(request.query.user);
      reply.header('cache-control', 'no-store');
      return readState(token && user ? { token, user } : null);
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/api/table/bet', async (request) => {
    const body = request.body ?? {};
    const token = text(body.token);
    const user = text(body.user);
    if (!token || !user) {
      throw new SpinError(400, 'BAD_REQUEST', 'token, user, bet and stake are required.');
    }
    const bet = parseRouletteBet(body.bet);
    if (!bet) throw new SpinError(400, 'BAD_BET', TABLE_MESSAGES.badBet);
    const stake = typeof body.stake === 'number' ? body.stake : NaN;
    return placeTableBet(deps, {
      token,
      user,
      currency: text(body.currency, 8) ?? 'USD',
      bet,
      stake,
    });
  });
}
