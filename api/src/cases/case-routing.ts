// Whom a case goes to (issue 34), decided at confirmation from the data as it stands then: a
// removal request (or an impostor report naming an official account) to the account's active
// administrators and managers and the unit admins over its units; an impostor report naming a unit
// (by name or place, when that names one) to the unit admins over that unit; the super admins when
// nobody else holds it.
import { dateInZone } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { activeManagersOfAccount, activeUsersAmong, activeUsersWithRole, adminsOfAccount } from "../repositories/audience-repo.ts";
import { accountUnits, activeUnitsNamed, parentOfUnit } from "../repositories/cases-repo.ts";
import { unitPathNames } from "../repositories/unit-paths-repo.ts";
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
    const unit = await claimedUnit(ex, target.claimedUnitName);
    if (unit) {
      unitId = unit.id;
      unitName = unit.name;
      for (const id of await unitAdminsOver(ex, [unit.id], today)) owners.add(id);
    }
  }
  if (owners.size === 0) for (const id of await activeUsersWithRole(ex, "super_admin")) owners.add(id);
  return { unitId, unitName, accountName, owners: sorted(owners) };
}

/**
 * The unit a reporter named: by its name, or by its place ("Faculty of Science / Physics", the
 * directory's "›" too, from any ancestor down). Only when that points at one active unit: two units
 * of the same name ("Admissions" under two faculties) with nothing to choose between them leave the
 * case to the super admins rather than to the wrong unit's admins.
 */
export async function claimedUnit(ex: Executor, claimed: string): Promise<{ id: number; name: string } | undefined> {
  const steps = claimed.split(/[/›>]/).map((s) => s.trim().toLocaleLowerCase()).filter(Boolean);
  const own = steps.at(-1);
  if (own === undefined) return undefined;
  const named = await activeUnitsNamed(ex, own);
  if (steps.length === 1) return named.length === 1 ? named[0] : undefined;
  const paths = await unitPathNames(ex, named.map((u) => u.id));
  const above = steps.slice(0, -1);
  const fits = named.filter((u) => {
    const ancestors = (paths.get(u.id) ?? []).slice(0, -1).map((n) => n.toLocaleLowerCase());
    return above.every((step, i) => ancestors[ancestors.length - above.length + i] === step);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** The 36-hour escalation: the unit admins over the unit above the case's unit, and every super admin. */
export async function escalationAudience(ex: Executor, unitId: number | null, now: Date, timeZone: string): Promise<number[]> {
  const ids = new Set(await activeUsersWithRole(ex, "super_admin"));
  const parent = unitId === null ? null : await parentOfUnit(ex, unitId);
  if (parent !== null) for (const id of await unitAdminsOver(ex, [parent], dateInZone(now, timeZone))) ids.add(id);
  return sorted(ids);
}
