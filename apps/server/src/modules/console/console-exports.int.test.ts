/**
 * CSV exports of the dashboard's breakdowns, the audit log and a player search (ADR 048): the
 * header line an operator's spreadsheet gets, and rows that match what the page shows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { staffMember } from './console.int-helpers';
import { usd } from './console-ops.int-helpers';

let database: TestDatabase;
let server: TestServer;
let admin: SignedUp;
let finance: SignedUp;
let player: SignedUp;

async function slotsBet(day: string, stake: number, won: number, provider: string, game: string) {
  await sql`
    INSERT INTO bets (id, user_id, game, amount, credits_spent, freebets_spent, credits_won,
      freebets_won, result, multiplier_e4, details, seed_id, nonce, created_at)
    VALUES (${randomUUID()}, ${player.user.id}, 'slots', ${usd(stake)}, ${usd(stake)}, 0,
      ${usd(won)}, 0, ${won > stake ? 'WIN' : 'LOSS'}, 0,
      ${JSON.stringify({ provider: provider.toLowerCase(), provider_name: provider, game_name: game })},
      NULL, 0, ${new Date(`${day}T12:00:00.000Z`)})
  `.execute(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  admin = await staffMember(server, database.db, ['admin']);
  finance = await staffMember(server, database.db, ['finance']);
  player = await signUp(server);
  await slotsBet('2026-03-02', 10, 4, 'Pragmatic', 'Gates, "Olympus"');
  await slotsBet('2026-03-03', 5, 0, 'Pragmatic', 'Sweet Bonanza');
  await slotsBet('2026-03-03', 20, 30, 'Hacksaw', 'Wanted');
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const get = (who: SignedUp, url: string) =>
  server.app.inject({ method: 'GET', url, headers: bearer(who.accessToken) });
const lines = (body: string) => body.split('\r\n');
const range = '?from=2026-03-01&to=2026-03-03&bucket=day';

describe('console CSV exports', () => {
  it('exports the dashboard by period, game and provider for the page range', async () => {
    const periods = await get(finance, `/api/admin/dashboard/periods.csv${range}`);
    expect(periods.statusCode).toBe(200);
    expect(periods.headers['content-type']).toContain('text/csv');
    expect(periods.headers['content-disposition']).toMatch(
      /dashboard-periods-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(lines(periods.body)).toEqual([
      'period,stakes_usd,payouts_usd,ggr_usd,bonuses_usd,ngr_usd,deposits_usd,withdrawals_usd,active_players,bets',
      '2026-03-01,0,0,0,0,0,0,0,0,0',
      '2026-03-02,10,4,6,0,6,0,0,1,1',
      '2026-03-03,25,30,-5,0,-5,0,0,1,2',
    ]);

    const games = lines((await get(finance, `/api/admin/dashboard/games.csv${range}`)).body);
    expect(games[0]).toBe('game,bets,players,stakes_usd,payouts_usd,ggr_usd');
    // A comma and quotes in a game's name stay one cell (RFC 4180).
    expect(games.slice(1).sort()).toEqual([
      '"Gates, ""Olympus""",1,1,10,4,6',
      'Sweet Bonanza,1,1,5,0,5',
      'Wanted,1,1,20,30,-10',
    ]);

    const providers = lines(
      (await get(finance, `/api/admin/dashboard/providers.csv${range}`)).body,
    );
    expect(providers[0]).toBe('provider,bets,players,stakes_usd,payouts_usd,ggr_usd');
    expect(providers.slice(1).sort()).toEqual(['Hacksaw,1,1,20,30,-10', 'Pragmatic,2,1,15,4,11']);
  });

  it('exports the audit log with its filter, newest first', async () => {
    await get(admin, '/api/admin/system/jobs'); // a read: no audit row
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/system/ledger-check',
      headers: bearer(admin.accessToken),
      payload: {},
    });
    const csv = await get(admin, '/api/admin/audit.csv?action=ledger_check');
    expect(csv.statusCode).toBe(200);
    const rows = lines(csv.body);
    expect(rows[0]).toBe('id,created_at,operator,action,target_user_id,target_username,ip,details');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`console:${admin.user.username},ledger_check,`);
    expect(rows[1]).toContain('""reason"":""on demand""');
    expect((await get(finance, '/api/admin/audit.csv')).statusCode).toBe(403);
  });

  it('exports a player search', async () => {
    const csv = await get(admin, `/api/admin/players.csv?q=${player.user.username}`);
    expect(csv.statusCode).toBe(200);
    const rows = lines(csv.body);
    expect(rows[0]).toBe('id,username,email,status,created_at,matched_by');
    expect(rows[1]).toMatch(new RegExp(`^${player.user.id},${player.user.username},[^,]*,active,`));
    expect(rows[1]?.endsWith(',username')).toBe(true);
    expect((await get(admin, '/api/admin/players.csv')).statusCode).toBe(400);
  });
});
