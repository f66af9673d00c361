// Rows of the queries that run on every request, mapped by a mapper worked out once per query.
// drizzle maps each cell generically: it asks what kind of field each column is, walks its path
// and copies the row, for every cell of every row; on a list page that was about a quarter of the
// server's time, more than SQLite took (docs/performance.md, "What every request pays"). The
// mapper here does what drizzle's `mapResultRow` does, with every decision taken once: the same
// decoders, the same nested objects, and a left-joined table's object null when its first column
// is. fast-rows.test.ts holds it equal to drizzle's mapping on every query that uses it.
import { Buffer } from "node:buffer";
import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

interface OrderedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared query the mapper needs (drizzle-orm 0.45: LibSQLPreparedQuery). */
interface DrizzlePrepared {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  mapAllResult(rows: unknown, isFromBatch?: boolean): unknown;
  mapGetResult(rows: unknown, isFromBatch?: boolean): unknown;
}

type Row = ArrayLike<unknown>;

/** drizzle keeps an SQL field's decoder on the (internal) `decoder` property. */
type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/** Driver values as drizzle hands them to decoders: an ArrayBuffer becomes a Buffer. */
function normalized(value: unknown): unknown {
  return value instanceof ArrayBuffer ? Buffer.from(value) : value;
}

export function compileRowMapper(fields: readonly OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined): (row: Row) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  // drizzle's rule for a left join: an object of two-level paths whose columns all come from one
  // table that may be missing is null when its first such column is null.
  const nullable: Array<{ name: string; key: string }> = [];
  if (joinsNotNullableMap) {
    const seen = new Map<string, { table: string | false; key: string }>();
    for (const { path, field } of fields) {
      if (!is(field, Column) || path.length !== 2) continue;
      const table = getTableName((field as Column).table);
      const name = path[0]!;
      const known = seen.get(name);
      if (!known) seen.set(name, { table, key: path[1]! });
      else if (known.table !== table) known.table = false;
    }
    for (const [name, { table, key }] of seen) if (table !== false && !joinsNotNullableMap[table]) nullable.push({ name, key });
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder } = columns[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) node = (node[path[p]!] ??= {}) as Record<string, unknown>;
      const raw = normalized(row[i]);
      node[path[path.length - 1]!] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { name, key } of nullable) if ((result[name] as Record<string, unknown>)[key] === null) result[name] = null;
    return result;
  };
}

/** Gives a drizzle prepared select the compiled mapper; anything else is returned as it is. */
export function withFastRows<Q>(query: Q): Q {
  const prepared = query as unknown as DrizzlePrepared;
  if (typeof prepared?.mapAllResult !== "function" || !prepared.fields || prepared.customResultMapper) return query;
  const map = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  const rowsOf = (rows: unknown, isFromBatch?: boolean) => (isFromBatch ? (rows as { rows: Row[] }).rows : (rows as Row[]));
  prepared.mapAllResult = (rows, isFromBatch) => rowsOf(rows, isFromBatch).map(map);
  prepared.mapGetResult = (rows, isFromBatch) => {
    const first = rowsOf(rows, isFromBatch)[0];
    return first === undefined ? undefined : map(first);
  };
  return query;
}
