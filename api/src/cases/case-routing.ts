// Whom a case goes to (issue 34), decided at confirmation from the data as it stands then: a
// removal request (or an impostor report naming an official account) to the account's active
// administrators and managers and the unit admins over its units; an impostor report naming a unit
// to the unit admins over that unit; the super admins when nobody else holds it.
import { dateInZone } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { activeManagersOfAccount, activeUsersAmong, activeUsersWithRole, adminsOfAccount } from "../repositories/audience-repo.ts";
import { accountUnits, activeUnitNamed, parentOfUnit } from "../repositories/cases-repo.ts";
import { unitAdminsOver } from "../notifications/audience.ts";

export interface Routing {
  unitId: number | null;
  unitName: string | null;
  accountName: string | null;
  owners: number[];
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

export async function routeCase(ex: Executor, target: { accountId: number | null; claimedUnitName: string | null }, now: Date, timeZone: string): Promise<Routing> {
  const today = dateInZone(now, timeZone);
  let unitId: number | null = null;
  let unitName: string | null = null;
  let accountName: string | null = null;
  const owners = new Set<number>();
  if (target.accountId !== null) {
    const account = await accountUnits(ex, target.accountId);
    if (account) {
      accountName = account.name;
      unitId = account.unitIds[0] ?? null;
      for (const id of await activeUsersAmong(ex, await adminsOfAccount(ex, target.accountId))) owners.add(id);
      for (const id of await activeManagersOfAccount(ex, target.accountId)) owners.add(id);
      for (const id of await unitAdminsOver(ex, account.unitIds, today)) owners.add(id);
    }
  } else if (target.claimedUnitName) {
    const unit = await activeUnitNamed(ex, target.claimedUnitName);
    if (unit) {
      unitId = unit.id;
      unitName = unit.name;
      for (const id of await unitAdminsOver(ex, [unit.id], today)) owners.add(id);
    }
  }
  if (owners.size === 0) for (const id of await activeUsersWithRole(ex, "super_admin")) owners.add(id);
  return { unitId, unitName, accountName, owners: sorted(owners) };
}

/** The 36-hour escalation: the unit admins over the unit above the case's unit, and every super admin. */
export async function escalationAudience(ex: Executor, unitId: number | null, now: Date, timeZone: string): Promise<number[]> {
  const ids = new Set(await activeUsersWithRole(ex, "super_admin"));
  const parent = unitId === null ? null : await parentOfUnit(ex, unitId);
  if (parent !== null) for (const id of await unitAdminsOver(ex, [parent], dateInZone(now, timeZone))) ids.add(id);
  return sorted(ids);
}
