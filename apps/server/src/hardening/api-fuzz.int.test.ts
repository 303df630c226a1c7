import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { staffMember } from '#app/modules/console/console.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { casesFor, operationsOf, type FuzzCase, type Operation } from '#test/fuzz/openapi-cases';
import { useTestServer } from '#test/test-server';

/**
 * API fuzzing from the OpenAPI document (issue 25 item 1): every operation in /api/docs/json gets
 * generated bad and boundary input — wrong types, missing and extra fields, huge strings, NUL
 * bytes, lone surrogates, lookalike letters, negative, zero, 19-digit and overflowing amounts,
 * truncated, 5,000-level deep, 2 MB and non-UTF-8 bodies, bad path and query values — as a
 * visitor, as a player (players' routes) and as a staff member with every role (the console's).
 * No answer is a 5xx; every 4xx carries the error body and no internals; and a refused call
 * changes no balance and writes no ledger entry. Who may call what, and one player reaching for
 * another's resources, is the authorisation matrix's test.
 */

const USD = 100_000_000n;
const t = useTestServer('2026-11-27T12:00:00Z');

/**
 * Routes that answer in a protocol of their own rather than the API's error body (the status
 * rule still holds for them).
 */
const OWN_ERROR_FORMAT = [
  /^\/api\/graphql/, // GraphQL's { errors: [...] }
  /^\/api\/provider-wallet\//, // the seamless-wallet protocol's answers
];
/** Text an error must never show a client. */
const INTERNALS =
  /node_modules|\.ts:\d+|\bat [\w.<>]+ \(|duplicate key|violates|syntax error|relation "/i;

/** Every balance and the ledger's length, in one row: equal before and after a refused call. */
async function moneySnapshot(): Promise<string> {
  const { rows } = await sql<{ snapshot: string }>`
    select (select count(*) from ledger_entries)::text || '/' ||
           (select coalesce(sum(balance::numeric * id), 0) from ledger_accounts)::text as snapshot
  `.execute(t.db);
  return rows[0]!.snapshot;
}

type Identity = 'visitor' | 'player' | 'staff';
interface Caller {
  identity: Identity;
  session?: SignedUp;
}

async function newPlayer(): Promise<SignedUp> {
  const player = await t.signUp();
  await fundPlayer({ db: t.db, userId: player.user.id, amount: 100n * USD });
  return player;
}

async function newStaff(): Promise<SignedUp> {
  return staffMember(t.server, t.db, ['admin', 'finance', 'support', 'moderator', 'trader']);
}

/**
 * A call may end its caller's session (log out, a password change) or play (a cool-off accepted
 * with an unknown query parameter): the next operation starts with a fresh caller.
 */
async function ensureSignedIn(caller: Caller, previous: Operation | undefined) {
  if (!caller.session) return;
  const fresh = () => (caller.identity === 'staff' ? newStaff() : newPlayer());
  if (previous?.path.startsWith('/api/responsible-gambling/')) {
    caller.session = await fresh();
    return;
  }
  const res = await t.server.app.inject({
    method: 'GET',
    url: '/api/wallet/balance',
    headers: bearer(caller.session.accessToken),
  });
  if (res.statusCode === 200) return;
  caller.session = await fresh();
}

async function send(caller: Caller, fuzz: FuzzCase) {
  const headers: Record<string, string> = caller.session ? bearer(caller.session.accessToken) : {};
  if (fuzz.payload !== undefined) headers['content-type'] = fuzz.contentType ?? 'application/json';
  return t.server.app.inject({
    method: fuzz.method as 'GET',
    url: fuzz.url,
    headers,
    ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
  });
}

function problemWith(fuzz: FuzzCase, status: number, body: string, changed: boolean) {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (changed) return `refused with ${status} but moved money`;
  const path = fuzz.url.split('?')[0]!;
  if (INTERNALS.test(body)) return `leaks internals: ${body.slice(0, 200)}`;
  if (OWN_ERROR_FORMAT.some((pattern) => pattern.test(path))) return null;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string') {
      return null;
    }
  } catch {
    // Not JSON: reported below.
  }
  return `refused with ${status} without the error body: ${body.slice(0, 200)}`;
}

async function fuzz(caller: Caller, operations: Operation[], casesOf: CasesOf) {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let previous: Operation | undefined;
  for (const operation of operations) {
    const cases = casesOf(operation);
    if (cases.length === 0) continue;
    await ensureSignedIn(caller, previous);
    previous = operation;
    // A GET never moves money: its cases share one snapshot before and after them all.
    const perCall = operation.method !== 'GET';
    // The money as it stands before each call: the snapshot after the previous one.
    let before = await moneySnapshot();
    for (const fuzzCase of cases) {
      const res = await send(caller, fuzzCase);
      sent += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      let changed = false;
      if (perCall) {
        const after = await moneySnapshot();
        changed = res.statusCode >= 400 && after !== before;
        before = after;
      }
      const problem = problemWith(fuzzCase, res.statusCode, res.body, changed);
      if (problem) problems.push(`${fuzzCase.operation} [${fuzzCase.name}] ${problem}`);
    }
    if (!perCall && (await moneySnapshot()) !== before) {
      problems.push(`GET ${operation.path} moved money`);
    }
  }
  return { problems, sent, statuses: Object.fromEntries(statuses) };
}

type CasesOf = (operation: Operation) => FuzzCase[];
let operations: Operation[] = [];
const isConsole = (operation: Operation) => operation.path.startsWith('/api/admin/');

it('reads every operation of the OpenAPI document', async () => {
  const res = await t.server.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(res.json());
  // Players' and the console's routes alike (a route missing from the document escapes the fuzzer).
  expect(operations.length).toBeGreaterThan(200);
  expect(operations.some(isConsole)).toBe(true);
  expect(operations.some((o) => o.path === '/api/games/dice/bet')).toBe(true);
});

/**
 * Who sends what: a visitor every players' case and a few of each console route's (refused
 * before they run: the console's input is the staff member's to fuzz), a player every players'
 * case, a staff member holding every role every console case.
 */
const CALLERS: [Identity, CasesOf][] = [
  ['visitor', (op) => (isConsole(op) ? casesFor(op).slice(0, 3) : casesFor(op))],
  ['player', (op) => (isConsole(op) ? [] : casesFor(op))],
  ['staff', (op) => (isConsole(op) ? casesFor(op) : [])],
];

it.each(CALLERS)(
  'as a %s: no 5xx, every refusal has the error body and changes no money',
  async (identity, casesOf) => {
    const caller: Caller = {
      identity,
      session:
        identity === 'visitor'
          ? undefined
          : identity === 'staff'
            ? await newStaff()
            : await newPlayer(),
    };
    const { problems, sent, statuses } = await fuzz(caller, operations, casesOf);
    console.info(
      `api fuzz as a ${identity}: ${sent} requests, statuses ${JSON.stringify(statuses)}`,
    );
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // A signed-in caller got through to the routes (a lost session would only collect refusals).
    if (identity !== 'visitor') expect(statuses[200] ?? 0).toBeGreaterThan(50);
    await expectLedgerConsistent(t.db);
  },
  300_000,
);
