// One SQLite connection that keeps its prepared statements. `@libsql/client` prepares the SQL
// again on every call (a `SELECT *` by primary key: 107 µs through the client, 7 µs prepared
// once), and builds each row with two `Object.defineProperty` per column. Here a statement is
// prepared once per connection and its rows are built from a class made for its columns.
//
// Two rules keep it correct, whatever happens (docs/security.md, "freeze and stale reads"):
// - it never waits for a lock: SQLite's busy timeout is 0, so a locked database answers
//   SQLITE_BUSY at once and the caller waits asynchronously (local-client.ts), never blocking the
//   event loop that the lock holder needs to finish;
// - a connection on which anything failed is rolled back, closed and never used again: a statement
//   that failed and is not reset keeps a read transaction, and with it an old snapshot, open (seen
//   with an UPDATE refused for a lock: that connection read the same old data ever after). The one
//   exception is BEGIN refused for a lock: running it again resets it, which is what a caller
//   waiting for the lock does, and one that gives up closes the connection.
import Database from "libsql";
import { LibsqlError, type InArgs, type InValue, type ResultSet, type Row } from "@libsql/client";

type NativeDb = InstanceType<typeof Database>;
type NativeStatement = ReturnType<NativeDb["prepare"]>;

/** Statements kept per connection; the product has a few hundred distinct queries. */
export const STATEMENTS_PER_CONNECTION = 1000;

/** The values of a row by position, out of sight of `Object.keys`, spread and JSON. */
class SqlRow {
  readonly #values: unknown[];
  constructor(values: unknown[]) {
    this.#values = values;
  }
  static valueAt(row: SqlRow, index: number): unknown {
    return row.#values[index];
  }
}

type RowClass = new (values: unknown[]) => SqlRow;

/** A row reads like the client's: by position (drizzle's mapping) and by column name (raw SQL). */
function rowClassFor(width: number): RowClass {
  const RowOfStatement = class extends SqlRow {};
  Object.defineProperty(RowOfStatement.prototype, "length", { value: width });
  for (let i = 0; i < width; i++) {
    Object.defineProperty(RowOfStatement.prototype, i, { get(this: SqlRow) { return SqlRow.valueAt(this, i); } });
  }
  return RowOfStatement;
}

interface Prepared {
  native: NativeStatement;
  reader: boolean;
  columns: string[];
  columnTypes: string[];
  /** Columns whose name becomes a property, by position: the first of duplicates, never an index. */
  named: Array<[number, string]>;
  Row: RowClass;
}

function prepare(db: NativeDb, sql: string): Prepared {
  const native = db.prepare(sql);
  const reader = native.reader;
  if (!reader) return { native, reader, columns: [], columnTypes: [], named: [], Row: SqlRow };
  native.raw(true);
  const described = native.columns();
  const columns = described.map((c) => c.name);
  const seen = new Set<string>();
  const named: Array<[number, string]> = [];
  columns.forEach((name, i) => {
    const isIndex = /^(0|[1-9][0-9]*)$/.test(name) && Number(name) < columns.length;
    if (!seen.has(name) && !isIndex) named.push([i, name]);
    seen.add(name);
  });
  return { native, reader, columns, columnTypes: described.map((c) => c.type ?? ""), named, Row: rowClassFor(columns.length) };
}

function toSqlValue(value: InValue): unknown {
  switch (typeof value) {
    case "number":
      if (!Number.isFinite(value)) throw new RangeError("Only finite numbers (not Infinity or NaN) can be passed as arguments");
      return value;
    case "boolean":
      return value ? 1 : 0;
    case "undefined":
      throw new TypeError("undefined cannot be passed as argument to the database");
    default:
      if (value instanceof Date) return value.valueOf();
      if (value instanceof ArrayBuffer) return new Uint8Array(value);
      return value;
  }
}

function toSqlArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (args === undefined) return [];
  if (Array.isArray(args)) return args.map(toSqlValue);
  const named: Record<string, unknown> = {};
  for (const key in args) {
    const bare = key[0] === "@" || key[0] === "$" || key[0] === ":" ? key.slice(1) : key;
    named[bare] = toSqlValue(args[key] as InValue);
  }
  return named;
}

/** Blobs come back as Node Buffers; the client's contract is an ArrayBuffer of exactly the blob. */
function fromSqlValue(value: unknown): unknown {
  if (value !== null && typeof value === "object" && value instanceof Uint8Array) {
    return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  }
  return value;
}

function resultSet(columns: string[], columnTypes: string[], rows: Row[], rowsAffected: number, lastInsertRowid: bigint | undefined): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      columnTypes,
      rows: rows.map((row) => Array.prototype.slice.call(row)),
      rowsAffected,
      lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid),
    }),
  };
}

const BASE_CODES: Record<number, string> = {
  1: "SQLITE_ERROR", 2: "SQLITE_INTERNAL", 3: "SQLITE_PERM", 4: "SQLITE_ABORT", 5: "SQLITE_BUSY",
  6: "SQLITE_LOCKED", 7: "SQLITE_NOMEM", 8: "SQLITE_READONLY", 9: "SQLITE_INTERRUPT", 10: "SQLITE_IOERR",
  11: "SQLITE_CORRUPT", 12: "SQLITE_NOTFOUND", 13: "SQLITE_FULL", 14: "SQLITE_CANTOPEN", 15: "SQLITE_PROTOCOL",
  16: "SQLITE_EMPTY", 17: "SQLITE_SCHEMA", 18: "SQLITE_TOOBIG", 19: "SQLITE_CONSTRAINT", 20: "SQLITE_MISMATCH",
  21: "SQLITE_MISUSE", 22: "SQLITE_NOLFS", 23: "SQLITE_AUTH", 24: "SQLITE_FORMAT", 25: "SQLITE_RANGE",
  26: "SQLITE_NOTADB", 27: "SQLITE_NOTICE", 28: "SQLITE_WARNING",
};

/** SQLite's errors as the client reports them, so callers test one shape: `LibsqlError` and its codes. */
export function toLibsqlError(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  const raw = (e as { rawCode?: number }).rawCode;
  const code = raw === undefined ? "SQLITE_UNKNOWN" : BASE_CODES[raw & 0xff] ?? `SQLITE_UNKNOWN_${raw & 0xff}`;
  return new LibsqlError(e.message, code, (e as { code?: string }).code, raw, e);
}

/** Pages of SQLite's cache per connection: 16,384 pages of 4 KiB, at most 64 MiB each. */
export const PAGE_CACHE_PAGES = 16_384;

export type ConnectionRole = "reader" | "writer";

export function isBusy(e: unknown): boolean {
  return e instanceof LibsqlError && (e.code === "SQLITE_BUSY" || e.code === "SQLITE_LOCKED");
}

export class CachedConnection {
  readonly native: NativeDb;
  readonly #statements = new Map<string, Prepared>();
  #dataVersion: NativeStatement | undefined;

  constructor(path: string, role: ConnectionRole) {
    this.native = new Database(path, { timeout: 0 });
    try {
      // Per connection: the page cache (SQLite's 2 MB default sent every list back to the OS for
      // pages a large institution reads all the time), foreign keys, and durability against a
      // crash of the process (WAL with NORMAL). A reader is refused every write by SQLite itself.
      this.native.exec(
        `PRAGMA cache_size = ${PAGE_CACHE_PAGES}; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;` +
          (role === "reader" ? " PRAGMA query_only = ON;" : ""),
      );
    } catch (e) {
      this.close();
      throw toLibsqlError(e);
    }
  }

  #closed = false;

  /** False once closed by us, even where the driver's own close failed half-way. */
  get open(): boolean {
    return !this.#closed && this.native.open;
  }

  get inTransaction(): boolean {
    return this.native.inTransaction;
  }

  execute(sql: string, args?: InArgs): ResultSet {
    try {
      const statement = this.#statement(sql);
      const bound = toSqlArgs(args);
      if (!statement.reader) {
        const info = statement.native.run(bound);
        return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid));
      }
      const { columns, named, Row: RowOfStatement } = statement;
      const rows = (statement.native.all(bound) as unknown[][]).map((values) => {
        for (let i = 0; i < values.length; i++) values[i] = fromSqlValue(values[i]);
        const row = new RowOfStatement(values) as unknown as Record<string, unknown>;
        for (const [i, name] of named) row[name] = values[i];
        return row as unknown as Row;
      });
      return resultSet(columns, statement.columnTypes, rows, 0, undefined);
    } catch (e) {
      throw this.#failed(e);
    }
  }


  /** Starts a transaction; see the header for why a refusal for a lock leaves the connection open. */
  begin(sql: string): void {
    try {
      this.#statement(sql).native.run([]);
    } catch (e) {
      const error = toLibsqlError(e);
      if (isBusy(error)) throw error;
      throw this.#failed(e);
    }
  }

  /**
   * SQLite's `data_version`: it changes whenever another connection, of this process or any
   * other, has committed to the file since this connection last asked.
   */
  dataVersion(): number {
    try {
      this.#dataVersion ??= this.native.prepare("PRAGMA data_version").raw(true);
      return (this.#dataVersion.get([]) as [number])[0];
    } catch (e) {
      throw this.#failed(e);
    }
  }

  /** Runs a script of statements; the schema may change, so the kept statements are dropped. */
  exec(sql: string): void {
    this.#statements.clear();
    try {
      this.native.exec(sql);
    } catch (e) {
      throw this.#failed(e);
    }
  }

  /** Schema changes on another connection leave kept column lists stale; drop them. */
  forgetStatements(): void {
    this.#statements.clear();
  }

  close(): void {
    this.#closed = true;
    this.#statements.clear();
    this.#dataVersion = undefined;
    try {
      if (this.native.open) this.native.close();
    } catch {
      // closing a connection that is already broken has nothing left to release
    }
  }

  /**
   * Rolls back first: SQLite keeps a connection that still has statements alive open after
   * `close`, write lock included, until those statements are garbage collected.
   */
  #failed(e: unknown): unknown {
    try {
      if (this.native.open && this.native.inTransaction) this.native.exec("ROLLBACK");
    } catch {
      // nothing more can be undone on this connection; closing it is all that is left
    }
    this.close();
    return toLibsqlError(e);
  }

  #statement(sql: string): Prepared {
    const kept = this.#statements.get(sql);
    if (kept !== undefined) return kept;
    const prepared = prepare(this.native, sql);
    // Oldest first: a query that comes back after being dropped is simply prepared again.
    if (this.#statements.size >= STATEMENTS_PER_CONNECTION) {
      this.#statements.delete(this.#statements.keys().next().value as string);
    }
    this.#statements.set(sql, prepared);
    return prepared;
  }
}

export { LibsqlError };
