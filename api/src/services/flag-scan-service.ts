// The risk scan (decisions.md): evaluates the rules over every account, opens a flag per
// (account, category) found unless one is already open or in review, and closes the scan's own
// flags whose cause is gone. One transaction, one audit entry per flag opened or closed.
import { FLAG_MESSAGES, type FlagCategory, type FlagScanResult } from "@steward/shared";
import { writeAudit, type AuditActor } from "../audit/write-audit.ts";
import type { Tx } from "../db/connection.ts";
import { flagRaised, flagResolved } from "../notifications/change-events.ts";
import type { Actor } from "../domain/actor.ts";
import { accountUnitIds, findFlag, flagDocsByIds, flagsWatchedByScan, insertFlag, updateFlag } from "../repositories/flags-repo.ts";
import { loadAccountFacts } from "../repositories/risk-facts-repo.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import { evaluateAccounts, SCAN_CATEGORIES, type Finding } from "./flag-rules.ts";

const pairKey = (accountId: number, category: string) => `${accountId}:${category}`;

/**
 * Makes the scan's flags of `categories` agree with `findings`, in the caller's transaction: opens
 * a flag per finding unless one (by anyone) is open, in review, or dismissed as an accepted risk,
 * and resolves the scan's own open flags whose cause is gone. Each flag opened or closed is
 * audited and told (flag.raised / flag.resolved). `onlyAccounts` limits it to those accounts (a
 * change of one account's activity). Shared by the risk scan and the dormancy sweep (issue 19).
 */
export async function reconcileScanFlags(
  tx: Tx,
  input: { findings: readonly Finding[]; categories: readonly FlagCategory[]; actor: AuditActor | null; now: Date; onlyAccounts?: ReadonlySet<number> },
): Promise<{ openedIds: number[]; closedIds: number[] }> {
  const { findings, categories, actor, now } = input;
  const at = now.toISOString();
  const found = new Set(findings.map((f) => pairKey(f.accountId, f.category)));
  const watched = (await flagsWatchedByScan(tx, categories)).filter((f) => !input.onlyAccounts || input.onlyAccounts.has(f.socialMediaId));
  // An open or in-review flag (by anyone) already covers the pair; a dismissed one means a
  // person accepted the risk, and the scan respects that until the flag is reopened.
  const covered = new Set(watched.map((f) => pairKey(f.socialMediaId, f.category)));
  const toOpen = findings.filter((f) => !covered.has(pairKey(f.accountId, f.category)));
  const toClose = watched.filter(
    (f) => f.source === "scan" && (f.status === "open" || f.status === "in_review") && !found.has(pairKey(f.socialMediaId, f.category)),
  );
  const unitsOf = await accountUnitIds(tx, [...toOpen.map((f) => f.accountId), ...toClose.map((f) => f.socialMediaId)]);

  const openedIds: number[] = [];
  for (const finding of toOpen) {
    const id = await insertFlag(tx, {
      socialMediaId: finding.accountId,
      category: finding.category,
      severity: finding.severity,
      description: finding.description,
      status: "open",
      source: "scan",
      raisedById: null,
      createdAt: at,
      updatedAt: at,
    });
    const doc = await findFlag(tx, id, { kind: "all" });
    await writeAudit(tx, { action: "create", entity: "flags", documentId: id, actor, current: doc, organizations: unitsOf.get(finding.accountId) ?? [] }, now);
    if (doc) await flagRaised(tx, doc, unitsOf.get(finding.accountId)?.[0] ?? null, actor?.id ?? null, now);
    openedIds.push(id);
  }

  const closedIds: number[] = [];
  for (const flag of toClose) {
    const prev = await findFlag(tx, flag.id, { kind: "all" });
    await updateFlag(tx, flag.id, { status: "resolved", resolutionNote: FLAG_MESSAGES.scanClosedNote, resolvedAt: at, updatedAt: at });
    const current = await findFlag(tx, flag.id, { kind: "all" });
    await writeAudit(
      tx,
      { action: "flag_resolution", entity: "flags", documentId: flag.id, actor, prev, current, organizations: unitsOf.get(flag.socialMediaId) ?? [] },
      now,
    );
    if (current) await flagResolved(tx, current, unitsOf.get(flag.socialMediaId)?.[0] ?? null, actor?.id ?? null, now);
    closedIds.push(flag.id);
  }
  return { openedIds, closedIds };
}

export function createFlagScanService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async scan(actor: Actor): Promise<FlagScanResult> {
      // The scan sees and changes every account, so it is the super admin's alone.
      return database.write(async (tx) => {
        const now = deps.now();
        const findings = evaluateAccounts(await loadAccountFacts(tx), now, deps.settings.STEWARD_DORMANT_DAYS);
        const { openedIds, closedIds } = await reconcileScanFlags(tx, { findings, categories: SCAN_CATEGORIES, actor: auditActor(actor), now });
        return { opened: await flagDocsByIds(tx, openedIds), closed: await flagDocsByIds(tx, closedIds) };
      });
    },
  };
}

export type FlagScanService = ReturnType<typeof createFlagScanService>;
