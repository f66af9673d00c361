// POST /api/users/access/bulk: every row checked, then everything written in ONE transaction, or
// nothing. A dry run does exactly what the real run does and is rolled back at the end.
import type { BulkGrantResult } from "@steward/shared";
import type { Actor } from "../../domain/actor.ts";
import { loadScope } from "../../repositories/scope-repo.ts";
import { today, type ServiceDeps } from "../deps.ts";
import type { BulkGrantInput } from "./bulk-grant-input.ts";
import { checkGrantRows } from "./check-grant-rows.ts";
import { writeGrants } from "./write-grants.ts";

/** Thrown inside the transaction to roll a dry run back after it did exactly what the real run does. */
class DryRunDone extends Error {
  constructor(readonly result: BulkGrantResult) {
    super("dry run");
  }
}

export async function applyBulkGrant(deps: ServiceDeps, actor: Actor, input: BulkGrantInput): Promise<BulkGrantResult> {
  const day = today(deps);
  try {
    return await deps.database.write(async (tx) => {
      const scope = await loadScope(tx, actor, "USERS", day);
      const { writes, users } = await checkGrantRows(tx, actor, scope, input);
      const counts = await writeGrants(tx, actor, writes, users, day, deps.now());
      const result: BulkGrantResult = { dryRun: input.dryRun, rows: input.rows.length, ...counts };
      if (input.dryRun) throw new DryRunDone(result);
      return result;
    });
  } catch (e) {
    if (e instanceof DryRunDone) return e.result;
    throw e;
  }
}
