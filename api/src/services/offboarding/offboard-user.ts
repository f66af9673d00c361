// POST /api/users/:id/offboard: all of it in one transaction, or nothing (400 bad input, 409 a
// blocker left open). The accounts change hands, the successor takes the units left without a unit
// admin, the person's grants end, they are deactivated, and three handover tasks open per account;
// each step audited, the tasks told to their assignees and the unit admins.
import {
  ERROR_CODES,
  HANDOVER_OVERDUE_DAYS,
  HANDOVER_TASK_KINDS,
  OFFBOARDING_MESSAGES as M,
  addDaysToDate,
  successorAnswersUnits,
  type OffboardInput,
  type OffboardResult,
  type OffboardingBlocker,
  type Ref,
  type SocialMediaDoc,
  type ValidationIssue,
} from "@steward/shared";
import { writeAudits, type AuditInput } from "../../audit/write-audit.ts";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { badRequest, conflict } from "../../domain/errors.ts";
import { recordEvents, type NewEvent } from "../../events/record-event.ts";
import { unitsAdministeredBy } from "../../policies/users.ts";
import { grantsOfUser, replaceGrantsOn, toGrantDoc, unitsWithoutAdmin, type GrantRow } from "../../repositories/grants-repo.ts";
import { handoverTaskDocs, insertHandoverTasks, type NewHandoverTask } from "../../repositories/handover-tasks-repo.ts";
import { accountsHeldBy, endGrantsOf, handOverAccount, peopleByIds, type HeldAccountRow } from "../../repositories/offboarding-repo.ts";
import { loadScope, type Scope } from "../../repositories/scope-repo.ts";
import { revokeSessionsOfUser } from "../../repositories/sessions-repo.ts";
import { socialMediasByIds } from "../../repositories/social-medias-repo.ts";
import { usersInScope } from "../../repositories/social-media-options-repo.ts";
import { findUserById, markOffboarded, type UserRow } from "../../repositories/users-repo.ts";
import { auditActor, today } from "../deps.ts";
import { offboardable, type OffboardingContext } from "./offboardable.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A handover's plan for one account: who administers it afterwards. */
interface AccountPlan {
  row: HeldAccountRow;
  primaryAdminId: number | null;
  backupAdminId: number | null;
}

/** Checks the request's people and accounts; every problem at once, as the contract's 400. */
async function validate(tx: Tx, actor: Actor, target: UserRow, input: OffboardInput, held: HeldAccountRow[], accountScope: Scope) {
  const issues: ValidationIssue[] = [];
  const named = [input.successor, ...input.accounts.flatMap((a) => [a.primaryAdmin, a.backupAdmin])].filter((v): v is number => typeof v === "number");
  // Who may be named on an account: the caller's own rule for accounts (users with a grant in scope).
  const inScope = new Set((await usersInScope(tx, accountScope, named)).map((u) => u.id));
  const people = await peopleByIds(tx, named);
  const check = (id: number | null | undefined, path: string) => {
    if (typeof id !== "number") return;
    const person = people.get(id);
    if (!person || !inScope.has(id)) issues.push({ path, message: M.userNotFound });
    else if (id === target.id) issues.push({ path, message: M.notTheLeaver });
    else if (person.status !== "active") issues.push({ path, message: M.notActive });
  };
  check(input.successor, "successor");
  const heldVisible = new Map(held.filter((h) => h.inScope).map((h) => [h.id, h]));
  const seen = new Set<number>();
  input.accounts.forEach((entry, i) => {
    if (!heldVisible.has(entry.account)) issues.push({ path: `accounts.${i}.account`, message: M.accountNotHeld });
    else if (seen.has(entry.account)) issues.push({ path: `accounts.${i}.account`, message: M.accountListedTwice });
    seen.add(entry.account);
    check(entry.primaryAdmin, `accounts.${i}.primaryAdmin`);
    check(entry.backupAdmin, `accounts.${i}.backupAdmin`);
    if (typeof entry.primaryAdmin === "number" && entry.primaryAdmin === entry.backupAdmin) issues.push({ path: `accounts.${i}.backupAdmin`, message: M.adminsMustDiffer });
  });
  if (issues.length > 0) throw badRequest(issues);
  return input.successor == null ? null : people.get(input.successor)!;
}

/** Who administers each visible account afterwards; an account left without a primary is a blocker. */
function planAccounts(target: UserRow, input: OffboardInput, held: HeldAccountRow[], successorId: number | null): { plans: AccountPlan[]; blockers: OffboardingBlocker[] } {
  const entries = new Map(input.accounts.map((a) => [a.account, a]));
  const plans: AccountPlan[] = [];
  const blockers: OffboardingBlocker[] = [];
  for (const row of held.filter((h) => h.inScope)) {
    const entry = entries.get(row.id);
    const wasPrimary = row.primaryAdminId === target.id;
    const wasBackup = row.backupAdminId === target.id;
    const primaryAdminId = entry?.primaryAdmin ?? (wasPrimary ? successorId : row.primaryAdminId);
    let backupAdminId = entry?.backupAdmin !== undefined ? entry.backupAdmin : wasBackup ? successorId : row.backupAdminId;
    // A default never makes one person both administrators: the backup seat is left empty instead.
    if (backupAdminId !== null && backupAdminId === primaryAdminId) backupAdminId = null;
    if (wasPrimary && primaryAdminId === null) blockers.push({ kind: "primary_admin", account: { id: row.id, name: row.name } });
    plans.push({ row, primaryAdminId, backupAdminId });
  }
  return { plans, blockers };
}

/** POST /api/users/:id/offboard: all of it in one transaction, or nothing (400 bad input, 409 a blocker left open). */
export async function offboardUser(ctx: OffboardingContext, actor: Actor, id: number, input: OffboardInput): Promise<OffboardResult> {
  const { deps, users } = ctx;
  return deps.database.write(async (tx) => {
    const { target } = await offboardable(ctx, tx, actor, id);
    const now = deps.now();
    const at = now.toISOString();
    const t = today(deps);
    const accountScope = await loadScope(tx, actor, "SOCIAL_MEDIAS", t);
    const held = await accountsHeldBy(tx, target.id, accountScope);
    const successor = await validate(tx, actor, target, input, held, accountScope);

    // Every blocker needs an answer before anything is written.
    const { plans, blockers } = planAccounts(target, input, held, successor?.id ?? null);
    const outside = held.filter((h) => !h.inScope).length;
    if (outside > 0) blockers.push({ kind: "accounts_outside_scope", count: outside });
    const administered = await unitsAdministeredBy(tx, target, t);
    const orphaned = await unitsWithoutAdmin(tx, administered.map((u) => u.id), t, target.id);
    const unitsTaken: Ref[] = successor && successorAnswersUnits(actor, successor) ? orphaned : [];
    if (unitsTaken.length === 0) blockers.push(...orphaned.map((unit): OffboardingBlocker => ({ kind: "last_unit_admin", unit })));
    if (blockers.length > 0) throw conflict(ERROR_CODES.offboardingBlocked, { blockers });

    const entries: AuditInput[] = [];
    const by = auditActor(actor);
    /** A person's access before and after one step of the offboarding, as its audit entry. */
    const accessEntry = (userId: number, before: GrantRow[], after: GrantRow[], organizations: number[]): AuditInput => ({
      action: "update",
      entity: "access",
      documentId: userId,
      actor: by,
      prev: { user: userId, access: before.map((g) => toGrantDoc(g, t)) },
      current: { user: userId, access: after.map((g) => toGrantDoc(g, t)) },
      organizations,
    });
    const prevUser = await users.detail(tx, target);

    // 1. The accounts: new administrators, and the person off the managers.
    const before = new Map((await socialMediasByIds(tx, plans.map((p) => p.row.id))).map((d) => [d.id, d]));
    for (const plan of plans) {
      await handOverAccount(tx, plan.row.id, { primaryAdminId: plan.primaryAdminId, backupAdminId: plan.backupAdminId, updatedAt: at }, plan.row.isManager ? target.id : null);
    }
    const after = new Map((await socialMediasByIds(tx, plans.map((p) => p.row.id))).map((d) => [d.id, d]));
    const unitIdsOf = (doc: SocialMediaDoc | undefined) => doc?.organizations.map((u) => u.id) ?? [];
    for (const plan of plans) {
      const prev = before.get(plan.row.id);
      const current = after.get(plan.row.id);
      entries.push({ action: "update", entity: "social-medias", documentId: plan.row.id, actor: by, prev, current, organizations: unitIdsOf(current) });
    }

    // 2. The successor takes the units the person was the last unit admin of.
    if (successor && unitsTaken.length > 0) {
      const prevGrants = await grantsOfUser(tx, successor.id);
      await replaceGrantsOn(
        tx,
        successor.id,
        unitsTaken.map((u) => u.id),
        unitsTaken.map((u) => ({ unitId: u.id, type: "permanent", startDate: null, endDate: null })),
      );
      const nextGrants = await grantsOfUser(tx, successor.id);
      entries.push(accessEntry(successor.id, prevGrants, nextGrants, unitsTaken.map((u) => u.id)));
    }
    // The rule of decisions.md still holds: no unit the person administered is left without a unit admin.
    const stillOrphaned = await unitsWithoutAdmin(tx, administered.map((u) => u.id), t, target.id);
    if (stillOrphaned.length > 0) throw conflict(ERROR_CODES.offboardingBlocked, { blockers: stillOrphaned.map((unit) => ({ kind: "last_unit_admin", unit })) });

    // 3. Their grants end yesterday (kept as history).
    const prevGrants = await grantsOfUser(tx, target.id);
    const grantsEnded = await endGrantsOf(tx, target.id, t, addDaysToDate(t, -1));
    if (grantsEnded > 0) {
      const nextGrants = await grantsOfUser(tx, target.id);
      entries.push(accessEntry(target.id, prevGrants, nextGrants, prevGrants.map((g) => g.unitId)));
    }

    // 4. The handover tasks: three per account, for its new primary administrator.
    const dueAt = new Date(now.getTime() + HANDOVER_OVERDUE_DAYS * DAY_MS).toISOString();
    const rows: NewHandoverTask[] = plans.flatMap((plan) =>
      HANDOVER_TASK_KINDS.map((kind) => ({
        kind,
        state: "open" as const,
        socialMediaId: plan.row.id,
        userId: target.id,
        assigneeId: plan.primaryAdminId,
        openedById: actor.id,
        openedAt: at,
        dueAt,
      })),
    );
    const taskIds = await insertHandoverTasks(tx, rows);
    const tasks = await handoverTaskDocs(tx, taskIds);

    // 5. Deactivated, sessions ended, offboarding complete only when there is nothing to hand over.
    const status = target.status === "active" || target.status === "pending_activation" ? "inactive" : target.status;
    await markOffboarded(tx, target.id, status, tasks.length === 0, at);
    await revokeSessionsOfUser(tx, target.id, at);
    const fresh = await findUserById(tx, target.id);
    const currentUser = await users.detail(tx, fresh!);
    entries.push({
      action: "offboarding",
      entity: "users",
      documentId: target.id,
      actor: by,
      prev: prevUser,
      current: {
        ...currentUser,
        offboarding: {
          successor: successor ? { id: successor.id, name: successor.name } : null,
          note: input.note ?? null,
          accounts: plans.map((p) => p.row.id),
          unitsTaken,
        },
      },
      organizations: prevGrants.map((g) => g.unitId),
    });
    for (const task of tasks) {
      entries.push({ action: "create", entity: "handover-tasks", documentId: task.id, actor: by, current: task, organizations: unitIdsOf(after.get(task.socialMedia.id)) });
    }
    await writeAudits(tx, entries, now);

    const events: NewEvent[] = tasks.map((task) => ({
      type: "handover_task.opened",
      unitId: after.get(task.socialMedia.id)?.organization?.id ?? null,
      actorId: actor.id,
      subject: { type: "handover_task", id: task.id },
      payload: {
        taskId: task.id,
        task: task.kind,
        accountId: task.socialMedia.id,
        accountName: task.socialMedia.name,
        platform: task.socialMedia.platform,
        userName: target.name,
        assigneeId: task.assignee?.id ?? null,
        dueAt: task.dueAt,
      },
    }));
    await recordEvents(tx, events, now);

    return {
      user: { id: target.id, name: target.name, status: fresh!.status, offboardingCompleted: fresh!.offboardingCompleted },
      accounts: plans.map((p) => {
        const doc = after.get(p.row.id);
        return {
          id: p.row.id,
          name: p.row.name,
          primaryAdmin: doc?.primaryAdmin ? { id: doc.primaryAdmin.id, name: doc.primaryAdmin.name } : null,
          backupAdmin: doc?.backupAdmin ? { id: doc.backupAdmin.id, name: doc.backupAdmin.name } : null,
          managerRemoved: p.row.isManager,
        };
      }),
      unitsTaken,
      grantsEnded,
      tasks,
    };
  });
}
