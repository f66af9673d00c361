// Who may close a handover task (issue 19): the person it is assigned to, a super admin, or a unit
// admin whose scope holds the account (shared/offboarding-rules.ts mayCloseHandoverTask, which the
// Handover tasks page and the account's Handover section read to offer "Mark done"); and a task
// is closed once. Whether the account lies in the caller's scope is read from the database.
import { ERROR_CODES, mayCloseHandoverTask, type HandoverTaskDoc } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, forbidden } from "../domain/errors.ts";
import type { Scope } from "../domain/scope.ts";
import { accountIdsInScope } from "../repositories/offboarding-repo.ts";

export { mayCloseHandoverTask } from "@steward/shared";

/** 403 for someone the task is not theirs to close; 409 TASK_ALREADY_DONE for a closed one. */
export async function assertMayCloseTask(ex: Executor, actor: Actor, task: HandoverTaskDoc, scope: Scope): Promise<void> {
  const inScope = (await accountIdsInScope(ex, [task.socialMedia.id], scope)).has(task.socialMedia.id);
  if (!mayCloseHandoverTask(actor, { assigneeId: task.assignee?.id ?? null }, inScope)) throw forbidden();
  if (task.state === "done") throw conflict(ERROR_CODES.taskAlreadyDone, { doneAt: task.doneAt });
}
