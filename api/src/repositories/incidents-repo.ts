// Incidents (issue 34): the incident rows, their steps, the playbook template, and the timeline read
// back from the incident's own audit entries (what was done, when and by whom is written once, there).
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { IncidentDoc, IncidentListQuery, IncidentState, IncidentStepDoc, IncidentTimelineEntry, ListResponse, PlaybookStep } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { auditLogs, socialMediaUnits, socialMedias, units, users } from "../db/schema.ts";
import { incidentPlaybook, incidentSteps, incidents } from "../db/tables/incidents.ts";
import { listPage, orderBySort } from "./list-page.ts";
import { accountInScope } from "./social-medias-repo.ts";
import type { Scope } from "./scope-repo.ts";

export type NewIncident = typeof incidents.$inferInsert;
export type NewIncidentStep = typeof incidentSteps.$inferInsert;

const opener = alias(users, "opener");
const closer = alias(users, "closer");
const assignee = alias(users, "assignee");
const doer = alias(users, "doer");
const owningUnit = and(eq(socialMediaUnits.socialMediaId, incidents.socialMediaId), eq(socialMediaUnits.position, 0));

const stepsDone = sql<number>`(SELECT count(*) FROM incident_steps s WHERE s.incident_id = ${incidents.id} AND s.done_at IS NOT NULL)`;
const stepsTotal = sql<number>`(SELECT count(*) FROM incident_steps s WHERE s.incident_id = ${incidents.id})`;

function select(ex: Executor) {
  return ex
    .select({
      incident: incidents,
      accountName: socialMedias.name,
      platform: socialMedias.platform,
      unitId: units.id,
      unitName: units.name,
      openerName: opener.name,
      closerName: closer.name,
      stepsDone,
      stepsTotal,
    })
    .from(incidents)
    .innerJoin(socialMedias, eq(socialMedias.id, incidents.socialMediaId))
    .leftJoin(socialMediaUnits, owningUnit)
    .leftJoin(units, eq(units.id, socialMediaUnits.unitId))
    .leftJoin(opener, eq(opener.id, incidents.openedById))
    .leftJoin(closer, eq(closer.id, incidents.closedById));
}

type Joined = Awaited<ReturnType<ReturnType<typeof select>["where"]>>[number];

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });

function toDoc(r: Joined): IncidentDoc {
  const i = r.incident;
  return {
    id: i.id,
    state: i.state as IncidentState,
    socialMedia: { id: i.socialMediaId, name: r.accountName, platform: r.platform },
    unit: r.unitId === null ? null : { id: r.unitId, name: r.unitName ?? "" },
    summary: i.summary,
    openedAt: i.openedAt,
    openedBy: ref(i.openedById, r.openerName),
    closedAt: i.closedAt,
    closedBy: ref(i.closedById, r.closerName),
    closingNote: i.closingNote,
    closeReason: i.closeReason,
    flagId: i.flagId,
    stepsDone: Number(r.stepsDone),
    stepsTotal: Number(r.stepsTotal),
  };
}

const SORT = {
  columns: { openedAt: incidents.openedAt, closedAt: incidents.closedAt, account: socialMedias.name },
  byDefault: "openedAt" as const,
  id: incidents.id,
  idFollowsDirection: true,
};

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Incidents on accounts in scope (scoped as the accounts are), newest first unless sorted. */
export async function listIncidents(ex: Executor, query: IncidentListQuery, scope: Scope): Promise<ListResponse<IncidentDoc>> {
  const conditions: (SQL | undefined)[] = [accountInScope(ex, scope, incidents.socialMediaId)];
  if (query.state?.length) conditions.push(inArray(incidents.state, query.state));
  if (query.unitId?.length) {
    conditions.push(inArray(incidents.socialMediaId, ex.select({ id: socialMediaUnits.socialMediaId }).from(socialMediaUnits).where(inArray(socialMediaUnits.unitId, query.unitId))));
  }
  if (query.search) {
    const pattern = escapeLike(query.search);
    conditions.push(sql`(${socialMedias.name} LIKE ${pattern} ESCAPE '\\' OR ${incidents.summary} LIKE ${pattern} ESCAPE '\\')`);
  }
  const where = and(...conditions);
  const [total] = await ex.select({ n: count() }).from(incidents).innerJoin(socialMedias, eq(socialMedias.id, incidents.socialMediaId)).where(where);
  const rows = await select(ex)
    .where(where)
    .orderBy(...orderBySort(query.sort ?? "-openedAt", SORT))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(rows.map(toDoc), total?.n ?? 0, query.page, query.limit);
}

/** One incident in scope, or undefined (missing and out of scope read the same). */
export async function findIncident(ex: Executor, id: number, scope: Scope): Promise<IncidentDoc | undefined> {
  const [row] = await select(ex)
    .where(and(eq(incidents.id, id), accountInScope(ex, scope, incidents.socialMediaId)))
    .limit(1);
  return row ? toDoc(row) : undefined;
}

/** The open incident of an account, if any: the account is locked while it exists. */
export async function openIncidentOf(ex: Executor, socialMediaId: number): Promise<number | undefined> {
  const [row] = await ex
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.socialMediaId, socialMediaId), eq(incidents.state, "open")))
    .limit(1);
  return row?.id;
}

export async function insertIncident(ex: Executor, values: NewIncident): Promise<number> {
  const [row] = await ex.insert(incidents).values(values).returning({ id: incidents.id });
  if (!row) throw new Error("insert into incidents returned no row");
  return row.id;
}

export async function updateIncidentRow(ex: Executor, id: number, values: Partial<NewIncident>): Promise<void> {
  await ex.update(incidents).set(values).where(eq(incidents.id, id));
}

/** Closes an open incident; false when it was closed meanwhile (a race lost). */
export async function closeIncidentRow(ex: Executor, id: number, values: Pick<NewIncident, "closedAt" | "closedById" | "closingNote" | "closeReason">): Promise<boolean> {
  const rows = await ex
    .update(incidents)
    .set({ ...values, state: "closed" })
    .where(and(eq(incidents.id, id), eq(incidents.state, "open")))
    .returning({ id: incidents.id });
  return rows.length === 1;
}

export async function insertIncidentSteps(ex: Executor, rows: readonly NewIncidentStep[]): Promise<void> {
  if (rows.length > 0) await ex.insert(incidentSteps).values([...rows]);
}

export async function stepsOf(ex: Executor, incidentId: number): Promise<IncidentStepDoc[]> {
  const rows = await ex
    .select({ step: incidentSteps, assigneeName: assignee.name, doerName: doer.name })
    .from(incidentSteps)
    .leftJoin(assignee, eq(assignee.id, incidentSteps.assigneeId))
    .leftJoin(doer, eq(doer.id, incidentSteps.doneById))
    .where(eq(incidentSteps.incidentId, incidentId))
    .orderBy(asc(incidentSteps.position), asc(incidentSteps.id));
  return rows.map(({ step: s, assigneeName, doerName }) => ({
    id: s.id,
    position: s.position,
    title: { en: s.titleEn, "es-CO": s.titleEs },
    required: s.required,
    automatic: s.automatic,
    assignee: ref(s.assigneeId, assigneeName),
    doneAt: s.doneAt,
    doneBy: ref(s.doneById, doerName),
    note: s.note,
  }));
}

export async function updateIncidentStep(ex: Executor, incidentId: number, stepId: number, values: Partial<NewIncidentStep>): Promise<void> {
  await ex
    .update(incidentSteps)
    .set(values)
    .where(and(eq(incidentSteps.id, stepId), eq(incidentSteps.incidentId, incidentId)));
}

/** The timeline: each audit entry of the incident names what it recorded in `current.timeline`. */
export async function incidentTimeline(ex: Executor, incidentId: number): Promise<IncidentTimelineEntry[]> {
  const rows = await ex
    .select({ at: auditLogs.createdAt, userId: auditLogs.userId, userName: auditLogs.userName, current: auditLogs.current })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, "incidents"), eq(auditLogs.documentId, incidentId)))
    .orderBy(asc(auditLogs.id));
  const entries: IncidentTimelineEntry[] = [];
  for (const r of rows) {
    const current = r.current ? (JSON.parse(r.current) as { timeline?: { kind?: unknown; stepId?: unknown; text?: unknown } }) : {};
    const t = current.timeline;
    if (!t || typeof t.kind !== "string") continue;
    entries.push({
      at: r.at,
      kind: t.kind,
      by: ref(r.userId, r.userName),
      stepId: typeof t.stepId === "number" ? t.stepId : null,
      text: typeof t.text === "string" ? t.text : null,
    });
  }
  return entries;
}

export async function readPlaybook(ex: Executor): Promise<{ steps: PlaybookStep[]; updatedAt: string; updatedBy: { id: number; name: string } | null } | undefined> {
  const [row] = await ex
    .select({ steps: incidentPlaybook.steps, updatedAt: incidentPlaybook.updatedAt, userId: incidentPlaybook.updatedById, userName: users.name })
    .from(incidentPlaybook)
    .leftJoin(users, eq(users.id, incidentPlaybook.updatedById))
    .where(eq(incidentPlaybook.id, 1));
  if (!row) return undefined;
  return { steps: JSON.parse(row.steps) as PlaybookStep[], updatedAt: row.updatedAt, updatedBy: ref(row.userId, row.userName) };
}

export async function savePlaybook(ex: Executor, steps: readonly PlaybookStep[], at: string, userId: number): Promise<void> {
  const values = { steps: JSON.stringify(steps), updatedAt: at, updatedById: userId };
  await ex.insert(incidentPlaybook).values({ id: 1, ...values }).onConflictDoUpdate({ target: incidentPlaybook.id, set: values });
}

/** Whether a person may be given a step: an active user, or one invited and not signed in yet (as the people picker offers). */
export async function activeUserName(ex: Executor, userId: number): Promise<string | undefined> {
  const [row] = await ex.select({ name: users.name }).from(users).where(and(eq(users.id, userId), inArray(users.status, ["active", "pending_activation"]))).limit(1);
  return row?.name;
}
