// The bulk grant (the CLI's `access grant`): adds or updates one grant per row, for many users at
// once. Every row is checked first and nothing is written unless all are good; then everything is
// applied in ONE write transaction with one audit entry per changed user. One step per file in
// bulk-grants/: resolve the units, check the rows, write the grants, and the transaction around them.
import type { BulkGrantResult } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import type { BulkGrantInput } from "./bulk-grants/bulk-grant-input.ts";
import { applyBulkGrant } from "./bulk-grants/apply-bulk-grant.ts";
import type { ServiceDeps } from "./deps.ts";

export type { BulkGrantInput };

export function createBulkGrantService(deps: ServiceDeps) {
  return {
    apply: (actor: Actor, input: BulkGrantInput): Promise<BulkGrantResult> => applyBulkGrant(deps, actor, input),
  };
}

export type BulkGrantService = ReturnType<typeof createBulkGrantService>;
