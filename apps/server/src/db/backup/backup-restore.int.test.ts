import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, type DB } from '#app/db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#app/db/embedded-postgres';
import { migrateToLatest } from '#app/db/migrate';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { postEntry } from '#app/modules/ledger/ledger.service';
import { expectLedgerConsistent, testPlayers } from '#app/modules/ledger/ledger.testing';
import { takeBackup, type BackupPhase, type BackupResult } from './physical-backup';
import { restoreBackup, RestoreRefused } from './restore-backup';

// Issue 25 item 6: a backup of the embedded cluster taken while players bet restores into a
// fresh cluster with a consistent ledger, holding exactly a prefix of what was committed.

const quiet = { info: () => {}, debug: () => {}, warn: () => {} };
const USD = 100_000_000n;
const folders: string[] = [];
function folder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `tengu-backup-${name}-`));
  folders.push(dir);
  return dir;
}

type Phase = 'before' | 'during' | 'stopping' | 'after';
interface Movement {
  key: string;
  userId: string;
  /** What the movement adds to the player's credits. */
  delta: bigint;
  startedIn: Phase;
  committedIn?: Phase;
}

const PHASE_AFTER: Record<BackupPhase, Phase> = {
  starting: 'during',
  stopping: 'stopping',
  stopped: 'after',
};

let sourceDir: string;
let source: EmbeddedDatabase;
let sourceDb: DatabaseHandle;
let backup: BackupResult;
let players: string[];
const movements: Movement[] = [];
let phase: Phase = 'before';

/** A funding (house → player) or a bet's stake or win (player ↔ bankroll), as one ledger entry. */
async function move(db: DB, userId: string, delta: bigint, kind: string): Promise<Movement> {
  const movement: Movement = { key: `${kind}:${randomUUID()}`, userId, delta, startedIn: phase };
  movements.push(movement);
  const house = houseAccount(
    kind === 'backup_test_funding' ? 'bonus_expense' : 'bankroll',
    shardFor(userId),
  );
  await postEntry({
    db,
    idempotencyKey: movement.key,
    kind,
    postings: [
      { account: playerAccount(userId, 'credits'), amount: delta },
      { account: house, amount: -delta },
    ],
  });
  movement.committedIn = phase;
  return movement;
}

/** One player betting in a loop: a 1 USD stake, every third bet wins 2 USD. */
async function bettor(db: DB, userId: string, isRunning: () => boolean): Promise<void> {
  for (let bet = 1; isRunning(); bet += 1) {
    await move(db, userId, -USD, 'backup_test_bet');
    if (bet % 3 === 0) await move(db, userId, 2n * USD, 'backup_test_win');
    await new Promise((r) => setTimeout(r, 3));
  }
}

beforeAll(async () => {
  sourceDir = folder('source');
  source = await startEmbeddedPostgres({ dataDir: sourceDir, log: quiet });
  sourceDb = createDatabase({ connectionString: source.connectionString, poolSize: 8 });
  await migrateToLatest(sourceDb.db);
  players = await testPlayers(sourceDb.db, 4);
  for (const userId of players) await move(sourceDb.db, userId, 1000n * USD, 'backup_test_funding');

  // Four players bet without pause while the backup is taken, and a little after it.
  let isRunning = true;
  const bettors = players.map((userId) => bettor(sourceDb.db, userId, () => isRunning));
  // Checkpoints during the copy, as the server makes on its own: the data files copied before one
  // are older than pg_control, which only the backup_label's start checkpoint and WAL replay fix.
  // WAL switches make the backup span several segments.
  const checkpoints = (async () => {
    while (isRunning) {
      if (phase === 'during') {
        await sql`CHECKPOINT`.execute(sourceDb.db);
        await sql`SELECT pg_switch_wal()`.execute(sourceDb.db);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  backup = await takeBackup({
    connectionString: source.connectionString,
    dataDir: sourceDir,
    file: join(sourceDir, 'backups', 'under-load.tar.gz'),
    onPhase: (p) => {
      phase = PHASE_AFTER[p];
    },
  });
  await new Promise((r) => setTimeout(r, 300));
  isRunning = false;
  await Promise.all([...bettors, checkpoints]);
}, 120_000);

afterAll(async () => {
  await sourceDb?.close();
  await source?.stop();
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('db:backup and db:restore of the embedded database', () => {
  it('restores a backup taken under concurrent bets into a fresh cluster: ledger consistent, every movement committed before the backup ended, nothing after, new writes accepted', async () => {
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.manifest.postgresVersionNum).toBeGreaterThanOrEqual(180000);
    // The copy really ran under writes: movements committed between start and stop.
    const committedDuring = movements.filter(
      (m) => m.startedIn === 'during' && m.committedIn === 'during',
    );
    expect(committedDuring.length).toBeGreaterThan(0);
    expect(movements.filter((m) => m.startedIn === 'after').length).toBeGreaterThan(0);
    expect(backup.trailer.walSegments.length).toBeGreaterThan(1);

    const target = join(folder('target'), 'data');
    let restored:
      | { keys: Set<string>; credits: Map<string, bigint>; entries: bigint; postings: bigint }
      | undefined;
    let afterNewWrite: { isOk: boolean; credits: bigint } | undefined;
    const result = await restoreBackup({
      file: backup.file,
      dataDir: target,
      // Runs on the restored cluster, started by the restore on a free 127.0.0.1 port.
      check: async (db) => {
        const report = await expectLedgerConsistent(db);
        const entries = await db.selectFrom('ledger_entries').select(['idempotency_key']).execute();
        const accounts = await db
          .selectFrom('ledger_accounts')
          .select(['user_id', 'balance'])
          .where('owner_type', '=', 'player')
          .where('pocket', '=', 'credits')
          .execute();
        const postings = await db
          .selectFrom('ledger_postings')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        restored = {
          keys: new Set(entries.map((e) => e.idempotency_key)),
          credits: new Map(accounts.map((a) => [a.user_id!, BigInt(a.balance)])),
          entries: BigInt(entries.length),
          postings: BigInt(postings.n),
        };
        // The restored cluster takes new money movements.
        await move(db, players[0]!, 5n * USD, 'backup_test_funding');
        const after = await runLedgerCheck(db);
        const credits = await db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('user_id', '=', players[0]!)
          .where('pocket', '=', 'credits')
          .executeTakeFirstOrThrow();
        afterNewWrite = { isOk: after.isOk, credits: BigInt(credits.balance) };
        return `ledger ${report.isOk ? 'OK' : 'FAILED'}`;
      },
    });
    expect(result.checkSummary).toBe('ledger OK');
    expect(result.replacedDir).toBeNull();
    expect(existsSync(join(target, 'pg', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(target, 'pg-credentials.json'))).toBe(true);
    expect(readdirSync(target).filter((n) => n.startsWith('.restore-'))).toEqual([]);

    const got = restored!;
    const performed = new Map(movements.map((m) => [m.key, m]));
    // Everything committed before pg_backup_stop was called is there...
    for (const m of movements) {
      if (m.committedIn === 'before' || m.committedIn === 'during')
        expect(got.keys.has(m.key), m.key).toBe(true);
    }
    // ... nothing begun after it returned is, and nothing else appeared.
    for (const m of movements) {
      if (m.startedIn === 'after') expect(got.keys.has(m.key), m.key).toBe(false);
    }
    for (const key of got.keys) expect(performed.has(key), key).toBe(true);
    // Row counts and balances are those of exactly the restored movements.
    expect(got.entries).toBe(BigInt(got.keys.size));
    expect(got.postings).toBe(2n * got.entries);
    for (const userId of players) {
      const expected = movements
        .filter((m) => m.userId === userId && got.keys.has(m.key))
        .reduce((sum, m) => sum + m.delta, 0n);
      expect(got.credits.get(userId), userId).toBe(expected);
    }
    expect(afterNewWrite!.isOk).toBe(true);
    expect(afterNewWrite!.credits).toBe(got.credits.get(players[0]!)! + 5n * USD);
  }, 90_000);

  it('refuses a directory in use, a damaged file, and a directory holding data unless --force, which moves the old data aside', async () => {
    // The source cluster is running: refused even with force.
    await expect(
      restoreBackup({ file: backup.file, dataDir: sourceDir, force: true }),
    ).rejects.toThrow(/is in use: a PostgreSQL or Tengu server \(pid \d+\) runs on it/);
    // A backup cut short (a copy that did not finish) is refused and leaves nothing behind.
    const cut = join(folder('cut'), 'cut.tar.gz');
    writeFileSync(cut, readFileSync(backup.file).subarray(0, Math.floor(backup.bytes / 2)));
    const fresh = join(folder('fresh'), 'data');
    await expect(restoreBackup({ file: cut, dataDir: fresh })).rejects.toThrow(
      /is damaged or incomplete/,
    );
    expect(existsSync(fresh)).toBe(false);
    // A directory holding an earlier database and app files.
    const occupied = folder('occupied');
    mkdirSync(join(occupied, 'pg'));
    writeFileSync(join(occupied, 'pg', 'PG_VERSION'), '18\n');
    writeFileSync(join(occupied, 'jwt-secret'), 'earlier');
    const refusal = restoreBackup({ file: backup.file, dataDir: occupied });
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refusal).rejects.toThrow(/is not empty \(it holds jwt-secret, pg\).*--force/);
    expect(readFileSync(join(occupied, 'jwt-secret'), 'utf8')).toBe('earlier');

    const forced = await restoreBackup({ file: backup.file, dataDir: occupied, force: true });
    expect(forced.replacedDir).not.toBeNull();
    expect(readFileSync(join(forced.replacedDir!, 'jwt-secret'), 'utf8')).toBe('earlier');
    expect(readFileSync(join(forced.replacedDir!, 'pg', 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(existsSync(join(occupied, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(occupied, 'pg', 'backup_label.old'))).toBe(true);
    expect(existsSync(join(occupied, 'pg-credentials.json'))).toBe(true);
  }, 90_000);
});
