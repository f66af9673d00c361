// Handover tasks (issue 19): listed for the accounts in the caller's scope and for the person each
// is assigned to; closed (done, with a note) by its assignee, a super admin, or a unit admin whose
// scope holds the account (policies/handover-tasks.ts); marked overdue by the
// scheduler 14 days after they were opened. When the last of a person's tasks is done, their
// `offboardingCompleted` becomes true, in the same transaction.
import { ERROR_CODES, type HandoverTaskDoc, type HandoverTaskListQuery, type HandoverTaskUpdateInput, type ListResponse } from "@steward/shared";
import { writeAudit, writeAudits, type AuditInput } from "../audit/write-audit.ts";
import type { Executor, Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { assertMayCloseTask } from "../policies/handover-tasks.ts";
import { recordEvents, type NewEvent } from "../events/record-event.ts";
import { accountUnitIds } from "../repositories/flags-repo.ts";
import { grantedUnitIds } from "../repositories/grants-repo.ts";
import {
  closeHandoverTask,
  findHandoverTask,
  handoverTaskDocs,
  listHandoverTasks,
  markTaskOverdue,
  openTasksDue,
  unfinishedTasksOf,
} from "../repositories/handover-tasks-repo.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { completeOffboardingOf } from "../repositories/users-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";

/** How many overdue tasks one transaction of the sweep marks. */
const OVERDUE_BATCH = 200;

export function createHandoverService(deps: ServiceDeps) {
  const { database } = deps;
  const scopeOf = (ex: Executor, actor: Actor) => loadScope(ex, actor, "SOCIAL_MEDIAS", today(deps));

  /** When a person's last task is done, their offboarding is complete: the user row says so, audited. */
  async function completeIfLast(tx: Tx, userId: number, actor: Actor | null, now: Date): Promise<boolean> {
    if ((await unfinishedTasksOf(tx, userId)) > 0) return false;
    if (!(await completeOffboardingOf(tx, userId, now.toISOString()))) return false;
    await writeAudit(
      tx,
      {
        action: "update",
        entity: "users",
        documentId: userId,
        actor: actor ? auditActor(actor) : null,
        prev: { offboardingCompleted: false },
        current: { offboardingCompleted: true },
        organizations: await grantedUnitIds(tx, userId),
      },
      now,
    );
    return true;
  }

  return {
    async list(actor: Actor, query: HandoverTaskListQuery): Promise<ListResponse<HandoverTaskDoc>> {
      return listHandoverTasks(database.db, query, await scopeOf(database.db, actor), actor.id);
    },

    async get(actor: Actor, id: number): Promise<HandoverTaskDoc> {
      const task = await findHandoverTask(database.db, id, await scopeOf(database.db, actor), actor.id);
      if (!task) throw notFound();
      return task;
    },

    /** PATCH /api/handover-tasks/:id `{state: "done", note}`. */
    async close(actor: Actor, id: number, input: HandoverTaskUpdateInput): Promise<HandoverTaskDoc> {
      return database.write(async (tx) => {
        const now = deps.now();
        const scope = await scopeOf(tx, actor);
        const prev = await findHandoverTask(tx, id, scope, actor.id);
        if (!prev) throw notFound();
        await assertMayCloseTask(tx, actor, prev, scope);
        if (!(await closeHandoverTask(tx, id, { doneAt: now.toISOString(), doneById: actor.id, note: input.note ?? null }))) {
          throw conflict(ERROR_CODES.taskAlreadyDone);
        }
        const [current] = await handoverTaskDocs(tx, [id]);
        const units = (await accountUnitIds(tx, [prev.socialMedia.id])).get(prev.socialMedia.id) ?? [];
        await writeAudit(tx, { action: "update", entity: "handover-tasks", documentId: id, actor: auditActor(actor), prev, current, organizations: units }, now);
        await completeIfLast(tx, prev.user.id, actor, now);
        return current!;
      });
    },

    /**
     * The scheduler's sweep: open tasks past their due time become overdue, each audited and told
     * (handover_task.overdue) once. Looks at the data, so a repeated run changes nothing more.
     */
    async markOverdue(now: Date): Promise<{ overdue: number }> {
      const at = now.toISOString();
      let overdue = 0;
      for (;;) {
        const marked = await database.write(async (tx) => {
          const due = await openTasksDue(tx, at, OVERDUE_BATCH);
          const ids: number[] = [];
          for (const task of due) if (await markTaskOverdue(tx, task.id, at)) ids.push(task.id);
          if (ids.length === 0) return due.length;
          const docs = await handoverTaskDocs(tx, ids);
          const unitsOf = await accountUnitIds(tx, docs.map((d) => d.socialMedia.id));
          const before = new Map(due.map((t) => [t.id, t]));
          const entries: AuditInput[] = docs.map((doc) => ({
            action: "update",
            entity: "handover-tasks",
            documentId: doc.id,
            actor: null,
            prev: { ...doc, state: before.get(doc.id)?.state ?? "open", overdueAt: null },
            current: doc,
            organizations: unitsOf.get(doc.socialMedia.id) ?? [],
          }));
          await writeAudits(tx, entries, now);
          const events: NewEvent[] = docs.map((doc) => ({
            type: "handover_task.overdue",
            unitId: unitsOf.get(doc.socialMedia.id)?.[0] ?? null,
            actorId: null,
            subject: { type: "handover_task", id: doc.id },
            payload: {
              taskId: doc.id,
              task: doc.kind,
              accountId: doc.socialMedia.id,
              accountName: doc.socialMedia.name,
              platform: doc.socialMedia.platform,
              userName: doc.user.name,
              assigneeId: doc.assignee?.id ?? null,
              dueAt: doc.dueAt,
            },
          }));
          await recordEvents(tx, events, now);
          overdue += ids.length;
          return due.length;
        });
        if (marked < OVERDUE_BATCH) break;
      }
      return { overdue };
    },
  };
}

export type HandoverService = ReturnType<typeof createHandoverService>;
