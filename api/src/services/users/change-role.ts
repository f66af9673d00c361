import type { Role } from "@steward/shared";
import type { Tx } from "../../db/connection.ts";
import { grantsOfUser } from "../../repositories/grants-repo.ts";
import { updateUserRole, type UserRow } from "../../repositories/users-repo.ts";
import { today, type ServiceDeps } from "../deps.ts";
import { assertUnitsKeepAdmins, grantSpecs } from "../../policies/unit-admins.ts";
import type { UserCore } from "./user-core.ts";

/** A reviewed role change: the last-unit-admin rule holds as for any other. What else it changed, for the audit entry. */
export async function changeRole(
  core: UserCore,
  deps: ServiceDeps,
  tx: Tx,
  user: UserRow,
  role: Role,
  at: string,
): Promise<{ identityLinksRemoved?: { provider: string; subject: string }[] }> {
  const held = await grantsOfUser(tx, user.id);
  const grants = grantSpecs(held);
  await assertUnitsKeepAdmins(
    tx,
    user.id,
    { role: user.role, status: user.status, grants },
    { role, status: user.status, grants },
    today(deps),
  );
  await updateUserRole(tx, user.id, role, at);
  return core.unlinkIfRaisedToSuperAdmin(tx, user.role, role, user.id);
}
