// POST /api/users/access/bulk (the CLI's `access grant`): adds or updates one grant per row, for
// many users at once. Every row is checked first, and nothing is written unless all are good; then
// everything is applied in ONE write transaction with one audit entry per changed user.
import {
  mayChangeAccessOf,
  VALIDATION,
  type AccessGrantDoc,
  type BulkGrantResult,
  type bulkGrantSchema,
  type ValidationIssue,
} from "@steward/shared";
import type { z } from "zod";
import { writeAudits, type AuditInput } from "../audit/write-audit.ts";
import { toGrantDoc } from "../repositories/grants-repo.ts";
import type { Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest } from "../domain/errors.ts";
import {
  grantsOfUsers,
  unitsByIdList,
  unitsByNames,
  upsertGrants,
  usersByEmails,
  usersWithGrantWithin,
  type BulkGrantRow,
  type BulkUnit,
  type GrantWrite,
} from "../repositories/bulk-grant-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { loadScope, type Scope } from "../repositories/scope-repo.ts";
import { assertUnitsStillHaveAdmins, unitsLosingAdmin } from "./unit-admin-rule.ts";
import { isInScope } from "../domain/scope.ts";

export type BulkGrantInput = z.output<typeof bulkGrantSchema>;

/** At most this many row errors are listed; the message gives the total. */
const MAX_LISTED_ERRORS = 1000;

/** Thrown inside the transaction to roll a dry run back after it did exactly what the real run does. */
class DryRunDone extends Error {
  constructor(readonly result: BulkGrantResult) {
    super("dry run");
  }
}

const SEPARATOR = "/";

/** Resolves `unit` cells: ids, or name paths from a root ("University/Faculty of Science"). */
async function resolveUnits(tx: Tx, cells: readonly string[]): Promise<Map<string, BulkUnit | "ambiguous">> {
  const ids = [...new Set(cells.filter((c) => /^\d{1,15}$/.test(c)).map(Number))];
  const paths = [...new Set(cells.filter((c) => !/^\d{1,15}$/.test(c)))];
  const names = [...new Set(paths.flatMap((p) => p.split(SEPARATOR).map((s) => s.trim())))];
  const resolved = new Map<string, BulkUnit | "ambiguous">();
  for (const u of await unitsByIdList(tx, ids)) resolved.set(String(u.id), u);
  const byParentAndName = new Map<string, BulkUnit[]>();
  for (const u of await unitsByNames(tx, names)) {
    const key = `${u.parentId ?? 0}\u0000${u.name}`;
    byParentAndName.set(key, [...(byParentAndName.get(key) ?? []), u]);
  }
  for (const p of paths) {
    let parentId = 0;
    let found: BulkUnit | "ambiguous" | undefined;
    for (const segment of p.split(SEPARATOR).map((s) => s.trim())) {
      const candidates = byParentAndName.get(`${parentId}\u0000${segment}`) ?? [];
      if (candidates.length !== 1) {
        found = candidates.length > 1 ? "ambiguous" : undefined;
        break;
      }
      found = candidates[0]!;
      parentId = found.id;
    }
    if (found) resolved.set(p, found);
  }
  return resolved;
}

const sameGrant = (a: BulkGrantRow, b: GrantWrite) => a.type === b.type && a.startDate === b.startDate && a.endDate === b.endDate;

export function createBulkGrantService(deps: ServiceDeps) {
  const { database, now } = deps;

  const toDocs = (grants: readonly BulkGrantRow[], day: string): AccessGrantDoc[] => grants.map((g) => toGrantDoc(g, day));

  return {
    async apply(actor: Actor, input: BulkGrantInput): Promise<BulkGrantResult> {
      const day = today(deps);
      try {
        return await database.write(async (tx) => {
          const scope: Scope = await loadScope(tx, actor, "USERS", day);
          const users = new Map((await usersByEmails(tx, [...new Set(input.rows.map((r) => r.email))])).map((u) => [u.email, u]));
          const units = await resolveUnits(tx, input.rows.map((r) => r.unit));
          // A unit admin works on users already inside their scope; others answer like unknown ones.
          const visible =
            scope.kind === "all" ? undefined : await usersWithGrantWithin(tx, [...new Set([...users.values()].map((u) => u.id))], scope.roots);

          const errors: ValidationIssue[] = [];
          const writes: GrantWrite[] = [];
          const seen = new Set<string>();
          input.rows.forEach((row, i) => {
            const user = users.get(row.email);
            const unit = units.get(row.unit);
            let ok = true;
            if (!user || (visible && !visible.has(user.id) && user.id !== actor.id)) {
              errors.push({ path: `rows.${i}.email`, message: "No user with this e-mail" });
              ok = false;
            } else if (!mayChangeAccessOf(actor, user)) {
              errors.push({ path: `rows.${i}.email`, message: VALIDATION.ownAccess });
              ok = false;
            } else if (user.role === "super_admin") {
              errors.push({ path: `rows.${i}.email`, message: "Super admins have every unit; they take no grants" });
              ok = false;
            }
            if (unit === "ambiguous") {
              errors.push({ path: `rows.${i}.unit`, message: "Several units have this path: give the unit's id" });
              ok = false;
            } else if (!unit || !isInScope(unit.path, scope)) {
              errors.push({ path: `rows.${i}.unit`, message: "No unit with this id or path" });
              ok = false;
            }
            if (!ok || !user || !unit || unit === "ambiguous") return;
            const key = `${user.id}:${unit.id}`;
            if (seen.has(key)) {
              errors.push({ path: `rows.${i}.unit`, message: "Repeats an earlier row for the same user and unit" });
              return;
            }
            seen.add(key);
            writes.push({ userId: user.id, unitId: unit.id, type: row.type, startDate: row.start_date ?? null, endDate: row.end_date ?? null });
          });
          if (errors.length > 0) {
            throw badRequest(errors.slice(0, MAX_LISTED_ERRORS), `${errors.length} of ${input.rows.length} rows have errors; nothing was changed`);
          }

          const userIds = [...new Set(writes.map((w) => w.userId))];
          const before = await grantsOfUsers(tx, userIds);
          const existing = new Map(before.map((g) => [`${g.userId}:${g.unitId}`, g]));
          let created = 0;
          let updated = 0;
          const changes: GrantWrite[] = [];
          // Units whose unit admin might lose a grant in force by this change: checked afterwards.
          const mayLoseAdmin = new Set<number>();
          const userById = new Map([...users.values()].map((u) => [u.id, u]));
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
          await upsertGrants(tx, changes, now().toISOString());
          await assertUnitsStillHaveAdmins(tx, [...mayLoseAdmin], day);

          const changedUsers = [...new Set(changes.map((c) => c.userId))];
          const after = await grantsOfUsers(tx, changedUsers);
          const group = (list: readonly BulkGrantRow[]) => {
            const m = new Map<number, BulkGrantRow[]>();
            for (const g of list) m.set(g.userId, [...(m.get(g.userId) ?? []), g]);
            return m;
          };
          const beforeByUser = group(before);
          const afterByUser = group(after);
          const unitsByUser = new Map<number, number[]>();
          for (const c of changes) unitsByUser.set(c.userId, [...(unitsByUser.get(c.userId) ?? []), c.unitId]);
          const entries: AuditInput[] = changedUsers.map((userId) => ({
            action: "update",
            entity: "access",
            documentId: userId,
            actor: auditActor(actor),
            prev: { user: userId, access: toDocs(beforeByUser.get(userId) ?? [], day) },
            current: { user: userId, access: toDocs(afterByUser.get(userId) ?? [], day) },
            organizations: unitsByUser.get(userId) ?? [],
          }));
          await writeAudits(tx, entries, now());
          const result: BulkGrantResult = {
            dryRun: input.dryRun,
            rows: input.rows.length,
            usersChanged: changedUsers.length,
            created,
            updated,
            unchanged: writes.length - created - updated,
          };
          if (input.dryRun) throw new DryRunDone(result);
          return result;
        });
      } catch (e) {
        if (e instanceof DryRunDone) return e.result;
        throw e;
      }
    },
  };
}

export type BulkGrantService = ReturnType<typeof createBulkGrantService>;
