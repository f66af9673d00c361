// Who may see and handle a case (issue 34). The route's rule is "signed in"; the row-level rule is
// here: a super admin every case; anyone else the cases of their units' subtrees (unit admins'
// grants in force), of the accounts they administer or manage, and the cases routed to them.
// Whoever may see a case may handle it (change its state, read its sender's contact): the people
// it is routed to are exactly its handlers, and a unit admin over its unit answers for it.
import { scopeRoots } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import type { CaseReader } from "../repositories/cases-repo.ts";
import { grantedPathsInForce } from "../repositories/scope-repo.ts";

/** The reader's row filter, from their role and the roots of their grants in force. */
export function caseReaderFor(actor: Pick<Actor, "id" | "role">, grantRoots: readonly string[]): CaseReader {
  if (actor.role === "super_admin") return { kind: "all" };
  // A manager holds no unit grants: only their accounts and what is routed to them.
  return { kind: "own", userId: actor.id, roots: actor.role === "unit_admin" ? grantRoots : [] };
}

/** The reader's filter as the database says today: a unit admin's grants in force are read. */
export async function caseReaderOf(ex: Executor, actor: Pick<Actor, "id" | "role">, day: string): Promise<CaseReader> {
  const roots = actor.role === "unit_admin" ? scopeRoots(await grantedPathsInForce(ex, actor.id, day)) : [];
  return caseReaderFor(actor, roots);
}

/** Handling follows seeing: a case outside the reader's filter is a 404, never a 403. */
export const mayHandleCase = (visible: boolean): boolean => visible;
