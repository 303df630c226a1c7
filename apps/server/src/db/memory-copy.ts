import type { DB } from './database';

/**
 * A value the bet path reads on every bet, kept in memory per database handle (game settings,
 * ADR 044; responsible gambling's restrictions, ADR 050). The first read of a process loads it
 * (concurrent first readers share that one load); after that every read answers from the copy
 * without waiting, and a copy older than `refreshMs` is reloaded in the background (one load in
 * flight at most; a failed reload keeps the last copy, and the next read tries again).
 *
 * A read of a loaded copy (`peek`) is synchronous and allocates nothing, so a caller that
 * already is `async` pays no extra promise for it.
 */
export interface MemoryCopy<T extends object, Key extends object = DB> {
  /**
   * The copy, or undefined before the first load has finished. Starts a background reload when
   * the copy is older than `refreshMs`.
   */
  peek: (db: Key) => T | undefined;
  /** The copy, loaded first if this process has none (concurrent callers share one load). */
  read: (db: Key) => Promise<T>;
  /**
   * After a change this process committed: `value` is the copy at once, and a reload that began
   * before the change is dropped rather than applied (its query may predate the change). The
   * copy's age is kept, so a change never delays the next reload.
   */
  remember: (db: Key, value: T) => void;
  /** Forgets the copy (tests that write the tables directly): the next read loads again. */
  forget: (db: Key) => void;
}

interface Entry<T> {
  value: T;
  /** When the value was loaded (Date.now()). */
  at: number;
  reloading: boolean;
  /** Bumped by `remember`: a reload that began under an older generation is dropped. */
  generation: number;
}

export function createMemoryCopy<T extends object, Key extends object = DB>(options: {
  load: (db: Key) => Promise<T>;
  refreshMs: number;
}): MemoryCopy<T, Key> {
  const { load, refreshMs } = options;
  const entries = new WeakMap<Key, Entry<T>>();
  const firstLoads = new WeakMap<Key, Promise<T>>();

  const reload = (db: Key, entry: Entry<T>): void => {
    const generation = entry.generation;
    entry.reloading = true;
    load(db)
      .then(
        (value) => {
          if (entry.generation !== generation) return;
          entry.value = value;
          entry.at = Date.now();
        },
        // A failed reload keeps the last copy; `at` is unchanged, so the next read tries again.
        () => undefined,
      )
      .finally(() => {
        entry.reloading = false;
      });
  };

  const peek = (db: Key): T | undefined => {
    const entry = entries.get(db);
    if (!entry) return undefined;
    if (!entry.reloading && Date.now() - entry.at >= refreshMs) reload(db, entry);
    return entry.value;
  };

  const firstLoad = (db: Key): Promise<T> => {
    const pending = firstLoads.get(db);
    if (pending) return pending;
    const started = load(db).then(
      (value) => {
        // Not forgotten meanwhile: the loaded value becomes the copy, unless this process
        // remembered a change in the meantime (that one is newer).
        if (firstLoads.get(db) === started) {
          firstLoads.delete(db);
          if (!entries.has(db))
            entries.set(db, { value, at: Date.now(), reloading: false, generation: 0 });
        }
        return entries.get(db)?.value ?? value;
      },
      (error: unknown) => {
        if (firstLoads.get(db) === started) firstLoads.delete(db);
        throw error;
      },
    );
    firstLoads.set(db, started);
    return started;
  };

  return {
    peek,
    read: async (db) => peek(db) ?? firstLoad(db),
    remember(db, value) {
      const entry = entries.get(db);
      if (!entry) {
        entries.set(db, { value, at: Date.now(), reloading: false, generation: 0 });
        return;
      }
      entry.value = value;
      entry.generation += 1;
    },
    forget(db) {
      entries.delete(db);
      firstLoads.delete(db);
    },
  };
}
