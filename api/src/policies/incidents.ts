// Who may report an account compromised and handle its incident (issue 34): super admins, unit
// admins whose scope holds the account, and the account's own administrators and managers
// (shared/incident-rules.ts, which the dashboard reads to offer the actions); the playbook is the
// super admins'. While an incident is open the account is locked: every edit of it is refused,
// except what the incident's own handling writes (it does not pass here).
import { ERROR_CODES, mayEditPlaybook, mayHandleIncident, type Role, type SocialMediaDoc } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, forbidden } from "../domain/errors.ts";
import { openIncidentOf } from "../repositories/incidents-repo.ts";

export { mayHandleIncident } from "@steward/shared";

const peopleOf = (account: SocialMediaDoc) => ({
  adminIds: [account.primaryAdmin?.id, account.backupAdmin?.id].filter((id): id is number => id !== undefined),
  managerIds: account.socialMediaManagers.map((m) => m.id),
});

/** Whether `actor` may handle incidents of `account`, which the caller found in their scope. */
export function mayHandle(actor: Pick<Actor, "id" | "role">, account: SocialMediaDoc): boolean {
  return mayHandleIncident(actor, peopleOf(account), true);
}

/** 403 for anyone else than the account's people, its unit admins and the super admins. */
export function assertMayHandleIncident(actor: Pick<Actor, "id" | "role">, account: SocialMediaDoc): void {
  if (!mayHandle(actor, account)) throw forbidden();
}

export function assertMayEditPlaybook(actor: { role: Role }): void {
  if (!mayEditPlaybook(actor.role)) throw forbidden();
}

/** 409 ACCOUNT_LOCKED while the account has an open incident, with that incident's id. */
export async function assertAccountUnlocked(ex: Executor, socialMediaId: number): Promise<void> {
  const incident = await openIncidentOf(ex, socialMediaId);
  if (incident !== undefined) throw conflict(ERROR_CODES.accountLocked, { incident });
}

/** 409 INCIDENT_ALREADY_OPEN: one open incident per account. */
export async function assertNoOpenIncident(ex: Executor, socialMediaId: number): Promise<void> {
  const incident = await openIncidentOf(ex, socialMediaId);
  if (incident !== undefined) throw conflict(ERROR_CODES.incidentAlreadyOpen, { incident });
}
