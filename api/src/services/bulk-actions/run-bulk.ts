// One action over many records, the same code whether it is a dry run or a commit: every record is
// taken through its kind's step (which calls the one-at-a-time change, so the same policy and rules
// hold) inside one write transaction, and the whole is kept only for a commit without a refused
// row (checked-by-doing.ts, the import's helper). Each changed record's audit entry carries the
// operation's id.
import { AUDIT_BULK_TAG, BULK_ACTION_MAX_RECORDS, type BulkActionResult, type Locale } from "@steward/shared";
import { tagAuditEntriesOf } from "../../audit/write-audit.ts";
import type { Tx } from "../../db/connection.ts";
import { badRequest, notFound, Refusal } from "../../domain/errors.ts";
import { serverT } from "../../i18n/server-catalogue.ts";
import type { ServiceDeps } from "../deps.ts";
import { keptOnlyIf } from "../checked-by-doing.ts";
import { sayRefusal } from "./say-refusal.ts";

/** What a kind of record (accounts, users) gives the run: its records in the caller's scope and the action's step. */
export interface BulkKind<R> {
  /** The ids the selection names: given, or every match of the list's query in the caller's scope. */
  selected(tx: Tx): Promise<readonly number[]>;
  /** The record, when the caller may see it; undefined reads as not found. */
  find(tx: Tx, id: number): Promise<R | undefined>;
  nameOf(record: R): string;
  /** The change, through the one-at-a-time code; "skipped" when the record is already in that state. */
  step(tx: Tx, record: R): Promise<"changed" | "skipped">;
}

/** The cap's refusal, in the request's language (400, on `selection`). */
export function assertWithinCap(count: number, locale: Locale): void {
  if (count <= BULK_ACTION_MAX_RECORDS) return;
  const t = serverT(locale) as (key: string, values?: Record<string, number>) => string;
  throw badRequest([{ path: "selection", message: t("bulkActions.tooMany", { max: BULK_ACTION_MAX_RECORDS, count }) }]);
}

export async function runBulk<R>(deps: ServiceDeps, kind: BulkKind<R>, options: { action: string; dryRun: boolean; locale: Locale }): Promise<BulkActionResult> {
  const operationId = crypto.randomUUID();
  const { answer } = await keptOnlyIf(deps.database, async (tx) => {
    tagAuditEntriesOf(tx, { [AUDIT_BULK_TAG]: operationId });
    const ids = [...new Set(await kind.selected(tx))];
    assertWithinCap(ids.length, options.locale);
    const counts = { selected: ids.length, changed: 0, skipped: 0, refused: 0 };
    const refused: BulkActionResult["refused"] = [];
    for (const id of ids) {
      const record = await kind.find(tx, id);
      try {
        if (record === undefined) throw notFound();
        counts[await kind.step(tx, record)] += 1;
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        counts.refused += 1;
        refused.push({ id, name: record === undefined ? `#${id}` : kind.nameOf(record), reason: sayRefusal(options.locale, e) });
      }
    }
    const committed = !options.dryRun && counts.refused === 0;
    const result: BulkActionResult = { operationId, action: options.action, dryRun: options.dryRun, committed, counts, refused };
    if (!options.dryRun && !committed) {
      result.message = (serverT(options.locale) as (key: string, values?: Record<string, number>) => string)("bulkActions.notCommitted", { count: counts.refused });
    }
    return { answer: result, keep: committed };
  });
  return answer;
}
