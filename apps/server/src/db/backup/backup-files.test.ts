import { describe, expect, it } from 'vitest';
import { isExcludedFromBackup, isExcludedFromDataDir } from './backup-files';

describe('files left out of a backup (PostgreSQL manual, Backing Up the Data Directory)', () => {
  it.each([
    ['postmaster.pid', true],
    ['postmaster.opts', true],
    ['backup_label', true],
    ['pg_wal/000000010000000000000002', true],
    ['pg_wal/archive_status/000000010000000000000002.done', true],
    ['pg_wal/archive_status', false],
    ['pg_wal', false],
    ['pg_replslot/slot/state', true],
    ['pg_stat_tmp/global.stat', true],
    ['pg_subtrans/0000', true],
    ['base/5/pgsql_tmp/pgsql_tmp123.0', true],
    ['global/pg_internal.init', true],
    ['base/5/1259', false],
    ['pg_xact/0000', false],
    ['postgresql.auto.conf', false],
    ['global/pg_control', false],
  ])('%s excluded: %s', (path, excluded) => {
    expect(isExcludedFromBackup(path)).toBe(excluded);
  });

  it('keeps the app files of DATA_DIR but not the backups, the pid or restore leftovers', () => {
    expect(
      ['pg-credentials.json', 'jwt-secret', 'chain-dev-keys.json', 'provider-keys'].map(
        isExcludedFromDataDir,
      ),
    ).toEqual([false, false, false, false]);
    expect(
      [
        'pg',
        'backups',
        'pg-owner.pid',
        '.restore-20261127T000000Z',
        'replaced-20261127T000000Z',
      ].map(isExcludedFromDataDir),
    ).toEqual([true, true, true, true, true]);
  });
});
