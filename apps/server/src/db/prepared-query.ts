import type { CompiledQuery, Compilable } from 'kysely';
import type { DB } from './database';

/**
 * A query of the hot path compiled once (README Performance, session 17): its SQL text never
 * changes, only its parameters, so each call skips Kysely's compiler — a query builder's compile
 * walks its whole operation tree, ≈ 30–60 µs for a small SELECT — and hands the pipeline the same
 * SQL string, whose prepared statement is then found without hashing a new string.
 *
 * `build` is called once, on the first use, with stand-ins for the named parameters; every value
 * it interpolates that is not a stand-in (`active = true`) is kept as a constant. So `build` must
 * make the same SQL whatever the parameters are: one parameter per name (an array is one
 * `$n::uuid[]`), no branching on them.
 */
export function preparedQuery<Params extends Record<string, unknown>, Row>(
  build: (db: DB, params: Params) => Compilable<Row>,
): (db: DB, params: Params) => CompiledQuery<Row> {
  let template: { query: CompiledQuery<Row>; slots: Array<Slot | { value: unknown }> } | null =
    null;
  return (db, params) => {
    template ??= compileTemplate(db, build);
    const parameters = template.slots.map((slot) =>
      slot instanceof Slot ? params[slot.name] : slot.value,
    );
    return { ...template.query, parameters };
  };
}

/** The stand-in of a named parameter while the template is compiled. */
class Slot {
  constructor(readonly name: string) {}
}

function compileTemplate<Params extends Record<string, unknown>, Row>(
  db: DB,
  build: (db: DB, params: Params) => Compilable<Row>,
) {
  const stands = new Proxy({} as Params, {
    get: (_, name) => new Slot(String(name)),
  });
  const query = build(db, stands).compile();
  const slots = query.parameters.map((value) => (value instanceof Slot ? value : { value }));
  return { query, slots };
}
