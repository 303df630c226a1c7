import { createRequire } from 'node:module';
import pg from 'pg';
import { arrayLiteral } from './array-literal';

/**
 * Several statements sent down one connection with ONE Sync (docs/decisions/012-coalesced-bets.md,
 * "One Sync per group"). node-pg writes a Sync behind every statement; PostgreSQL answers each
 * Sync with ReadyForQuery, reports the backend idle in between and flushes its socket, so a group
 * of nine statements woke the server up to nine times and cost the database nine idle cycles.
 * With one Sync the database runs the group through and answers in one flush, as libpq's pipeline
 * mode does. If a statement fails, PostgreSQL skips the rest of the group (up to the Sync): a
 * COMMIT behind a failed write never runs, and the transaction stays aborted until the
 * connection sends ROLLBACK or is closed.
 *
 * A subclass of node-pg's Query, so that the client's pipeline mode takes it like any query.
 */

/** node-pg's own mapping of a JS value to a parameter (arrays, dates, objects as JSON …). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/** A parameter's text: flat arrays through `arrayLiteral`, everything else as node-pg maps it. */
function toParameter(value: unknown): string | Buffer | null {
  return (Array.isArray(value) && arrayLiteral(value)) || prepareValue(value);
}

export interface GroupStatement {
  /** A prepared statement's name, or '' for the unnamed statement (parsed every time). */
  name: string;
  text: string;
  values: unknown[];
}

export type StatementOutcome =
  { ok: true; rows: Array<Record<string, unknown>> } | { ok: false; error: unknown };

/** A statement of a group that never ran, because one before it in the group failed. */
export class SkippedStatementError extends Error {
  constructor(readonly failure: unknown) {
    super('statement skipped: an earlier statement of its group failed');
  }
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format: string;
}

type Parser = (value: string) => unknown;

export class StatementGroup extends pg.Query {
  private readonly outcomes: StatementOutcome[] = [];
  private fields: FieldDescription[] = [];
  private parsers: Parser[] = [];
  private answered: Array<Record<string, unknown>> = [];
  private rowError: unknown = null;
  private settled = false;

  /**
   * `parsed` holds the names this connection has prepared; the group adds those it sends. `done`
   * gets one outcome per statement, in order, once the database has answered the group (or the
   * connection failed).
   */
  constructor(
    private readonly statements: GroupStatement[],
    private readonly parsed: Set<string>,
    private readonly done: (outcomes: StatementOutcome[]) => void,
  ) {
    super({ text: '' });
  }

  // A property, as @types/pg declares it; node-pg calls it once, when the group is sent.
  override submit = (connection: pg.Connection): Error | null => {
    // Every value is mapped before anything is written: a value that cannot be sent fails the
    // group without a byte on the wire.
    let values: Array<Array<string | Buffer | null>>;
    try {
      values = this.statements.map((s) => s.values.map(toParameter));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    const stream = connection.stream as { cork?: () => void; uncork?: () => void };
    stream.cork?.();
    try {
      for (const [i, statement] of this.statements.entries()) {
        const { name } = statement;
        if (name === '' || !this.parsed.has(name)) {
          connection.parse({ name, text: statement.text, types: [] }, false);
          if (name !== '') this.parsed.add(name);
        }
        connection.bind({ statement: name, values: values[i] ?? [] }, false);
        connection.describe({ type: 'P', name: '' }, false);
        connection.execute({ portal: '' }, false);
      }
      connection.sync();
    } finally {
      stream.uncork?.();
    }
    return null;
  };

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.fields = message.fields;
    this.parsers = message.fields.map(
      (f) =>
        pg.types.getTypeParser(f.dataTypeID, f.format === 'binary' ? 'binary' : 'text') as Parser,
    );
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    if (this.rowError) return;
    try {
      const row: Record<string, unknown> = {};
      for (const [i, raw] of message.fields.entries()) {
        const field = this.fields[i];
        const parse = this.parsers[i];
        if (!field || !parse) throw new Error('a row has more columns than its description');
        row[field.name] = raw === null ? null : parse(raw);
      }
      this.answered.push(row);
    } catch (error) {
      this.rowError = error;
    }
  }

  handleCommandComplete(): void {
    this.outcomes.push(
      this.rowError ? { ok: false, error: this.rowError } : { ok: true, rows: this.answered },
    );
    this.fields = [];
    this.parsers = [];
    this.answered = [];
    this.rowError = null;
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  /**
   * An ErrorResponse fails the statement it answers and skips the rest of the group (the client
   * calls nothing else for the group after it); a lost connection fails every statement not yet
   * answered.
   */
  handleError(error: unknown): void {
    if (this.settled) return;
    const fromDatabase = error instanceof pg.DatabaseError;
    if (fromDatabase && this.outcomes.length < this.statements.length) {
      this.outcomes.push({ ok: false, error });
    }
    while (this.outcomes.length < this.statements.length) {
      this.outcomes.push({
        ok: false,
        error: fromDatabase ? new SkippedStatementError(error) : error,
      });
    }
    this.settle();
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    if (this.outcomes.length !== this.statements.length) {
      this.handleError(
        new Error(`${this.outcomes.length} of ${this.statements.length} statements answered`),
      );
      return;
    }
    this.settle();
  }

  private settle(): void {
    this.settled = true;
    this.done(this.outcomes);
  }
}
