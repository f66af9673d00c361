// What every kind's engine (units, users, accounts) is to the run around it: it loads what it
// matches against once, then takes the rows one by one inside the run's transaction, and leaves its
// audit entries for the run to chain in one write at the end.
import type { RowOutcome } from "@steward/shared";
import type { AuditInput } from "../../audit/write-audit.ts";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import type { ServiceDeps } from "../deps.ts";
import type { RowReader } from "./read-row.ts";
import type { Note } from "./row-notes.ts";

export interface RowResult {
  outcome: RowOutcome;
  key: string;
  refusals: Note[];
  warnings: Note[];
  changed: string[];
}

export interface EngineContext {
  tx: Tx;
  actor: Actor;
  deps: ServiceDeps;
  importId: number;
  day: string;
  now: Date;
  /** Entries written at the end of the run, in this order, each tagged with the import's id. */
  audits: AuditInput[];
}

export interface KindEngine {
  /** The order rows are taken in (indexes into the rows); file order unless the kind needs another. */
  order?(readers: readonly RowReader[]): number[];
  row(reader: RowReader): Promise<RowResult>;
  /** Work after every row (events that need the whole picture). */
  finish?(): Promise<void>;
}

export const refusedRow = (key: string, reader: RowReader): RowResult => ({ outcome: "refused", key, refusals: reader.notes, warnings: [], changed: [] });

/** The fields whose value differs, by the comparison of each pair. */
export function changedFields(pairs: Record<string, [unknown, unknown] | undefined>): string[] {
  return Object.entries(pairs)
    .filter(([, pair]) => pair !== undefined && JSON.stringify(pair[0]) !== JSON.stringify(pair[1]))
    .map(([field]) => field);
}
