// Writes the checked grants of a bulk grant inside the caller's transaction: only the rows that
// change something, then the last-unit-admin rule over every unit that may have lost its admin,
// then one audit entry per changed user with their access before and after.
import type { AccessGrantDoc } from "@steward/shared";
import { writeAudits, type AuditInput } from "../../audit/write-audit.ts";
import type { Tx } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { assertUnitsStillHaveAdmins, unitsLosingAdmin } from "../../policies/unit-admins.ts";
import { grantsOfUsers, upsertGrants, type BulkGrantRow, type BulkUser, type GrantWrite } from "../../repositories/bulk-grant-repo.ts";
import { toGrantDoc } from "../../repositories/grants-repo.ts";
import { auditActor } from "../deps.ts";

export interface GrantCounts {
  usersChanged: number;
  created: number;
  updated: number;
  unchanged: number;
}

const sameGrant = (a: BulkGrantRow, b: GrantWrite) => a.type === b.type && a.startDate === b.startDate && a.endDate === b.endDate;

function byUser(list: readonly BulkGrantRow[]): Map<number, BulkGrantRow[]> {
  const m = new Map<number, BulkGrantRow[]>();
  for (const g of list) m.set(g.userId, [...(m.get(g.userId) ?? []), g]);
  return m;
}

export async function writeGrants(tx: Tx, actor: Actor, writes: readonly GrantWrite[], users: readonly BulkUser[], day: string, now: Date): Promise<GrantCounts> {
  const toDocs = (grants: readonly BulkGrantRow[]): AccessGrantDoc[] => grants.map((g) => toGrantDoc(g, day));
  const userIds = [...new Set(writes.map((w) => w.userId))];
  const before = await grantsOfUsers(tx, userIds);
  const existing = new Map(before.map((g) => [`${g.userId}:${g.unitId}`, g]));
  let created = 0;
  let updated = 0;
  const changes: GrantWrite[] = [];
  // Units whose unit admin might lose a grant in force by this change: checked afterwards.
  const mayLoseAdmin = new Set<number>();
  const userById = new Map(users.map((u) => [u.id, u]));
  for (const w of writes) {
    const old = existing.get(`${w.userId}:${w.unitId}`);
    if (!old) created += 1;
    else if (sameGrant(old, w)) continue;
    else {
      updated += 1;
      const u = userById.get(w.userId);
      if (u) for (const unitId of unitsLosingAdmin({ role: u.role, status: u.status, grants: [old] }, { role: u.role, status: u.status, grants: [w] }, day)) mayLoseAdmin.add(unitId);
    }
    changes.push(w);
  }
  await upsertGrants(tx, changes, now.toISOString());
  await assertUnitsStillHaveAdmins(tx, [...mayLoseAdmin], day);

  const changedUsers = [...new Set(changes.map((c) => c.userId))];
  const beforeByUser = byUser(before);
  const afterByUser = byUser(await grantsOfUsers(tx, changedUsers));
  const unitsByUser = new Map<number, number[]>();
  for (const c of changes) unitsByUser.set(c.userId, [...(unitsByUser.get(c.userId) ?? []), c.unitId]);
  const entries: AuditInput[] = changedUsers.map((userId) => ({
    action: "update",
    entity: "access",
    documentId: userId,
    actor: auditActor(actor),
    prev: { user: userId, access: toDocs(beforeByUser.get(userId) ?? []) },
    current: { user: userId, access: toDocs(afterByUser.get(userId) ?? []) },
    organizations: unitsByUser.get(userId) ?? [],
  }));
  await writeAudits(tx, entries, now);
  return { usersChanged: changedUsers.length, created, updated, unchanged: writes.length - created - updated };
}
