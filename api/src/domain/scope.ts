// A caller's scope (decisions.md): super admins see everything; anyone else sees the units of
// their grants in force today plus every descendant. The one in-scope test of the API.
import { isWithinPath } from "@steward/shared";

export type Scope = { kind: "all" } | { kind: "paths"; roots: string[] };

/** Whether a unit's path lies within the scope. */
export function isInScope(path: string, scope: Scope): boolean {
  return scope.kind === "all" || scope.roots.some((root) => isWithinPath(path, root));
}
