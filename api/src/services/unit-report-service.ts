// The unit report (issue 32): the figures of a unit's subtree, or of the whole institution, read by
// a few aggregate queries (repositories/unit-report-repo.ts), never row by row here. The policy
// decides whether the caller reaches the unit; the same build serves the page, the files and the
// scheduled e-mails.
import {
  FLAG_SEVERITIES,
  PLATFORMS,
  REPORT_IDLE_DAYS,
  REPORT_LIST_LIMIT,
  SOCIAL_MEDIA_STATUSES,
  type FlagSeverity,
  type Locale,
  type ReportFormat,
  type Platform,
  type ReportTarget,
  type SocialMediaStatus,
  type UnitReport,
} from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { assertMayReadReport, type ReportUnit } from "../policies/reports.ts";
import { findCurrentPolicy } from "../repositories/policies-repo.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { unitsByIds } from "../repositories/unit-lookup-repo.ts";
import { pathIds } from "../repositories/units-repo.ts";
import {
  accountsByStatusAndPlatform,
  attestationBuckets,
  dormantAccounts,
  idlePeople,
  openFlagsBySeverity,
  overdueHandoverTasks,
  runnerCompliance,
} from "../repositories/unit-report-repo.ts";
import { renderReportFile, type ReportFile } from "../reports/report-file.ts";
import { today, type ServiceDeps } from "./deps.ts";

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The report of `unit`'s subtree (null: the whole institution) at `now`. */
export async function buildUnitReport(ex: Executor, unit: ReportUnit | null, now: Date, day: string): Promise<UnitReport> {
  const root = unit?.path ?? null;
  const along = unit ? await unitsByIds(ex, pathIds(unit.path)) : new Map<number, ReportUnit>();
  const nowIso = now.toISOString();
  const byStatus = zeros<SocialMediaStatus>(SOCIAL_MEDIA_STATUSES);
  const byPlatform = zeros<Platform>(PLATFORMS);
  let total = 0;
  for (const r of await accountsByStatusAndPlatform(ex, root)) {
    const count = Number(r.n);
    total += count;
    if (r.status in byStatus) byStatus[r.status as SocialMediaStatus] += count;
    // Platforms outside the list read as "other", as the dashboard counts them.
    byPlatform[(PLATFORMS as readonly string[]).includes(r.platform) ? (r.platform as Platform) : "other"] += count;
  }
  const buckets = await attestationBuckets(ex, root, nowIso);
  const bySeverity = zeros<FlagSeverity>(FLAG_SEVERITIES);
  for (const r of await openFlagsBySeverity(ex, root)) if (r.severity in bySeverity) bySeverity[r.severity as FlagSeverity] = Number(r.n);
  const policy = await findCurrentPolicy(ex);
  const cutoff = new Date(now.getTime() - REPORT_IDLE_DAYS * 86_400_000).toISOString();
  const handover = await overdueHandoverTasks(ex, root, nowIso, REPORT_LIST_LIMIT);
  return {
    unit: unit ? { id: unit.id, name: unit.name, path: unit.path, pathNames: pathIds(unit.path).map((id) => along.get(id)?.name ?? "") } : null,
    generatedAt: nowIso,
    accounts: { total, byStatus, byPlatform },
    attestation: {
      active: buckets.attested + buckets.due + buckets.overdue + buckets.none,
      attested: buckets.attested,
      due: buckets.due,
      overdue: buckets.overdue,
      notInCampaign: buckets.none,
    },
    openFlags: { total: Object.values(bySeverity).reduce((a, b) => a + b, 0), bySeverity },
    dormantAccounts: await dormantAccounts(ex, root, REPORT_LIST_LIMIT),
    people: await runnerCompliance(ex, root, policy?.id ?? null),
    idlePeople: await idlePeople(ex, root, day, cutoff, REPORT_LIST_LIMIT),
    overdueHandover: {
      total: handover.total,
      tasks: handover.tasks.map((t) => ({
        id: t.id,
        kind: t.kind as UnitReport["overdueHandover"]["tasks"][number]["kind"],
        account: { id: t.accountId, name: t.accountName },
        assignee: t.assigneeId === null ? null : { id: t.assigneeId, name: t.assigneeName ?? "" },
        dueAt: t.dueAt,
      })),
    },
  };
}

/** The unit a report is about, checked against the actor's reach (404 when missing or out of scope). */
export async function reportUnitFor(ex: Executor, actor: Pick<Actor, "id" | "role">, target: ReportTarget, day: string): Promise<ReportUnit | null> {
  const scope = await loadScope(ex, actor as Actor, "UNITS", day);
  const unit = target === "all" ? undefined : (await unitsByIds(ex, [target])).get(target);
  return assertMayReadReport(actor, scope, target, unit);
}

export function createUnitReportService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async report(actor: Actor, target: ReportTarget): Promise<UnitReport> {
      const db = database.db;
      const day = today(deps);
      const unit = await reportUnitFor(db, actor, target, day);
      return buildUnitReport(db, unit, deps.now(), day);
    },

    /** The same report as XLSX or PDF, in `locale` (the request's language). */
    async file(actor: Actor, target: ReportTarget, format: ReportFormat, locale: Locale): Promise<ReportFile> {
      return renderReportFile(await this.report(actor, target), format, locale, deps.settings.TZ);
    },
  };
}

export type UnitReportService = ReturnType<typeof createUnitReportService>;
