// Verified status (issue 18): an account is attested while it is active and its last `attest` is
// under twelve months old (shared/attestation.ts). The dashboard shows the share of attested
// accounts per unit: the units one level below the caller's scope roots (for a super admin, below
// the top-level units), each for its subtree, and each root for the accounts it owns itself,
// least covered first.
import { dateInZone, type AttestationCoverage } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { childUnits, coverageByUnitPath, unitsByPaths } from "../repositories/attestations-repo.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import type { ServiceDeps } from "./deps.ts";

/** Rows shown at most; the rest are in the units' own pages. */
export const COVERAGE_UNITS_MAX = 25;

export function createAttestationService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async coverage(actor: Actor): Promise<AttestationCoverage> {
      const db = database.db;
      const now = deps.now();
      const scope = await loadScope(db, actor, "SOCIAL_MEDIAS", dateInZone(now, deps.settings.TZ));
      const roots = scope.kind === "all" ? await childUnits(db, null) : await unitsByPaths(db, scope.roots);
      const children = await childUnits(db, roots.map((r) => r.id));
      // Each sub-unit of a scope root stands for its subtree; a root stands for its own accounts.
      const rows = [
        ...children.map((u) => ({ unit: u, ownAccountsOnly: false, accounts: 0, attested: 0 })),
        ...roots.map((u) => ({ unit: u, ownAccountsOnly: children.some((c) => c.parentId === u.id), accounts: 0, attested: 0 })),
      ];
      const total = { accounts: 0, attested: 0 };
      for (const counted of await coverageByUnitPath(db, scope.kind === "all" ? null : scope.roots, now.toISOString())) {
        total.accounts += counted.accounts;
        total.attested += counted.attested;
        const row = rows.find((r) => (r.ownAccountsOnly ? counted.path === r.unit.path : counted.path.startsWith(r.unit.path)));
        if (!row) continue;
        row.accounts += counted.accounts;
        row.attested += counted.attested;
      }
      const share = (r: { accounts: number; attested: number }) => (r.accounts === 0 ? 1 : r.attested / r.accounts);
      const byUnit = rows
        .filter((r) => r.accounts > 0)
        .map((r) => ({ unit: { id: r.unit.id, name: r.unit.name }, ownAccountsOnly: r.ownAccountsOnly, accounts: r.accounts, attested: r.attested }))
        .sort((a, b) => share(a) - share(b) || a.unit.name.localeCompare(b.unit.name) || a.unit.id - b.unit.id)
        .slice(0, COVERAGE_UNITS_MAX);
      return { total, byUnit };
    },
  };
}

export type AttestationService = ReturnType<typeof createAttestationService>;
