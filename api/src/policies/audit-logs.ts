// Who reads which audit entries (decisions.md): super admins every entry; unit admins the entries
// whose units meet their scope; managers none (the routes' rule, AUDIT_LOGS:read). The audit log is
// the one resource where a super admin's scope is not already "all" (shared/permissions.ts
// bypassesScope), so the list, the detail, the export and the home page's recent entries ask here.
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import type { Scope } from "../domain/scope.ts";
import { loadScope } from "../repositories/scope-repo.ts";

const ALL: Scope = { kind: "all" };

/** Super admins read every entry, whatever units they hold. */
export function readsEveryAuditEntry(actor: Pick<Actor, "role">): boolean {
  return actor.role === "super_admin";
}

/** The audit scope from the one loaded with the caller's others (the home page's figures). */
export function auditScopeFrom(actor: Pick<Actor, "role">, loaded: Scope): Scope {
  return readsEveryAuditEntry(actor) ? ALL : loaded;
}

/** The entries `actor` reads: all, or those touching their scope. */
export async function auditScopeOf(ex: Executor, actor: Actor, today: string): Promise<Scope> {
  return readsEveryAuditEntry(actor) ? ALL : loadScope(ex, actor, "AUDIT_LOGS", today);
}
