import type { BalancePayload } from '@tengu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { deepArray } from '#test/fuzz/schema-values';
import { captureLog } from '#test/log-capture';
import { collect, disconnection, join, socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Socket.IO fuzzing (issue 25 item 1): every client→server event of every namespace, and events
 * the server does not know, get bad payloads — none, wrong types, huge, NUL bytes, deep, binary,
 * too many arguments, with and without an acknowledgement. The server stays up, answers in its
 * own words without internals, logs no error, joins no fuzzing socket to a player's room, and
 * still delivers a real player's events.
 */

const USD = 100_000_000n;
const NAMESPACES = ['/user', '/wallet', '/game-provider', '/chat', '/games', '/sports'];
const EVENTS = ['user:join', 'deposit:join', 'provider:join', 'chat:join', 'no:such-event'];
const INTERNALS = /node_modules|\.ts:\d+|\bat [\w.<>]+ \(|stack|syntax error|relation "/i;

let database: TestDatabase;
let server: TestServer;
let baseUrl: string;
let player: SignedUp;
const log = captureLog();
const clients = socketClients();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, LOG_LEVEL: 'warn' },
    logStream: log.stream,
  });
  baseUrl = await server.listen();
  player = await signUp(server);
  await fundPlayer({ db: database.db, userId: player.user.id, amount: 100n * USD });
});
afterAll(async () => {
  clients.close();
  await server.close();
  await database.drop();
});

/** What each event is sent: the payload shapes a careless or hostile client could send. */
function payloads(): { name: string; args: unknown[] }[] {
  return [
    { name: 'nothing', args: [] },
    { name: 'null', args: [null] },
    { name: 'a number', args: [42] },
    { name: 'a huge number', args: [1e308] },
    { name: 'a string', args: ['x'] },
    { name: 'an array', args: [['x']] },
    { name: 'a wrong-typed token', args: [{ accessToken: 12345, room: 7 }] },
    { name: 'a NUL token', args: [{ accessToken: 'a\u0000b', room: 'en\u0000' }] },
    { name: 'a lone surrogate', args: [{ accessToken: '\ud800', room: '\udc00' }] },
    { name: 'a huge token', args: [{ accessToken: 'a'.repeat(20_000), room: 'a'.repeat(20_000) }] },
    { name: 'a forged token', args: [{ accessToken: `${player.accessToken}x`, room: 'en' }] },
    { name: 'an operator-looking room', args: [{ room: { $ne: null }, accessToken: { $gt: '' } }] },
    { name: 'deep nesting', args: [deepArray(500)] },
    { name: 'binary', args: [Buffer.from([0xff, 0xfe, 0x00, 0x01])] },
    { name: 'too many arguments', args: [{ room: 'en' }, 1, 2, 3, 'x'] },
  ];
}

/** Emits with an acknowledgement and returns what came back (or that nothing did). */
async function emitWithAck(socket: Socket, event: string, args: unknown[]): Promise<unknown> {
  try {
    return await socket.timeout(500).emitWithAck(event, ...args);
  } catch {
    return 'no answer';
  }
}

it('survives bad payloads on every event of every namespace, leaking nothing', async () => {
  // A real player, joined, whose events must keep arriving.
  const bystander = await clients.open(baseUrl, '/user');
  expect((await join(bystander, player.accessToken)).ok).toBe(true);

  const fuzzing: Socket[] = [];
  const answers: unknown[] = [];
  let sent = 0;
  for (const namespace of NAMESPACES) {
    const socket = await clients.open(baseUrl, namespace);
    fuzzing.push(socket);
    for (const event of EVENTS) {
      // Without an acknowledgement (a handler that calls one must not trip over its absence),
      // then with one; an event nobody handles answers nothing within the wait.
      for (const { args } of payloads()) socket.emit(event, ...args);
      answers.push(
        ...(await Promise.all(payloads().map(({ args }) => emitWithAck(socket, event, args)))),
      );
      sent += 2 * payloads().length;
    }
  }
  // An oversized frame (over maxHttpBufferSize) closes only the connection that sent it (its
  // own: sockets of one URL share a connection unless told otherwise).
  const oversized = connect(`${baseUrl}/chat`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve) => oversized.once('connect', () => resolve(null)));
  const closed = disconnection(oversized, 5000);
  oversized.emit('chat:join', { room: 'a'.repeat(200_000) });
  expect(await closed).toBe('transport close');
  sent += 1;
  console.info(`socket fuzz: ${sent} emits on ${NAMESPACES.length} namespaces`);

  // Answers are the server's own words, never internals.
  for (const answer of answers) expect(JSON.stringify(answer) ?? '').not.toMatch(INTERNALS);

  // The player's events still reach their own socket, and no fuzzing socket; bets still work.
  const arriving = collect<BalancePayload>(bystander, 'user:balance', 1000);
  const overheard = fuzzing.map((socket) => collect<BalancePayload>(socket, 'user:balance', 1000));
  const bet = await server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    headers: bearer(player.accessToken),
    payload: { amount: '1', target: 50.5, condition: 'over' },
  });
  expect(bet.statusCode).toBe(200);
  const { balance } = bet.json<{ balance: BalancePayload }>();
  expect(await arriving).toEqual([balance]);
  for (const heard of await Promise.all(overheard)) expect(heard).toEqual([]);

  // The server is alive and logged no error (a crash or an unhandled rejection would).
  const live = await fetch(`${baseUrl}/api/health`);
  expect(live.status).toBe(200);
  expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  expect([bystander, ...fuzzing].every((socket) => socket.connected)).toBe(true);
  await expectLedgerConsistent(database.db);
}, 90_000);
