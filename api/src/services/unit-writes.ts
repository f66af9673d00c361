// Creating, changing, moving and disabling units (product-spec.md sections 5-7, decisions.md).
// One write transaction per call; the audit entry is written inside it.
import {
  VALIDATION,
  defaultUnitType,
  isUnitTypeAllowed,
  isWithinPath,
  unitPath,
  type UnitAdminCandidate,
  type UnitAdminCandidatesQuery,
  type UnitCreateInput,
  type UnitDoc,
  type UnitType,
  type UnitUpdateInput,
  type ValidationIssue,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound } from "../domain/errors.ts";
import { listAdminCandidates, pageOfAdminCandidates } from "../repositories/unit-admin-candidates-repo.ts";
import {
  backupAdminIds,
  findUnit,
  findUnitRow,
  insertUnitRow,
  moveSubtree,
  pathIds,
  replaceBackupAdmins,
  updateUnitRow,
  type UnitRow,
} from "../repositories/units-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { refreshListingsOfUnit } from "./directory-listing.ts";
import { assertMayChangeUnit, assertMayDisableUnit } from "../policies/units.ts";
import { loadScope, type Scope } from "../repositories/scope-repo.ts";

const ALL: Scope = { kind: "all" };

function invalid(path: string, message: string) {
  return badRequest([{ path, message }]);
}

async function readDoc(ex: Executor, id: number): Promise<UnitDoc> {
  const doc = await findUnit(ex, id, ALL);
  if (!doc) throw new Error(`unit ${id} vanished inside its own transaction`);
  return doc;
}

export function createUnitWrites(deps: ServiceDeps) {
  const { database } = deps;

  /**
   * The chosen admin and backup admins must be among the unit's candidates as the caller sees
   * them. `covering` are the ids of the unit's path at its (new) place, null at the top level.
   */
  async function assertCandidates(ex: Executor, scope: Scope, covering: number[] | null, admin: number | null, backups: readonly number[]) {
    const wanted = [...new Set([...(admin === null ? [] : [admin]), ...backups])];
    if (wanted.length === 0) return;
    const found = await listAdminCandidates(ex, { coveringUnitIds: covering, visibleTo: scope, today: today(deps), onlyIds: wanted });
    const ok = new Set(found.map((c) => c.id));
    const issues: ValidationIssue[] = [];
    if (admin !== null && !ok.has(admin)) issues.push({ path: "admin", message: VALIDATION.unitAdminNotCandidate });
    if (backups.some((id) => !ok.has(id))) issues.push({ path: "backupAdmins", message: VALIDATION.unitBackupNotCandidate });
    if (issues.length > 0) throw badRequest(issues);
  }

  return {
    /** Super admins only (the matrix): any place in the tree. */
    async create(actor: Actor, input: UnitCreateInput): Promise<UnitDoc> {
      const scope = await loadScope(database.db, actor, "UNITS", today(deps));
      return database.write(async (tx) => {
        let parent: UnitRow | null = null;
        if (input.parentOrg != null) {
          parent = (await findUnitRow(tx, input.parentOrg, scope)) ?? null;
          if (!parent) throw invalid("parentOrg", VALIDATION.unitParentNotFound);
        }
        const backups = [...new Set(input.backupAdmins ?? [])];
        await assertCandidates(tx, scope, parent ? pathIds(parent.path) : null, input.admin, backups);
        const at = deps.now().toISOString();
        const row = await insertUnitRow(
          tx,
          {
            name: input.name,
            type: input.type ?? defaultUnitType(parent !== null),
            adminId: input.admin,
            email: input.email ?? "",
            phone: input.phone ?? "",
            status: input.status ?? "active",
            description: input.description ?? "",
            delegatedPermissions: input.delegatedPermissions ?? false,
            createdAt: at,
            updatedAt: at,
          },
          parent,
        );
        await replaceBackupAdmins(tx, row.id, backups);
        const doc = await readDoc(tx, row.id);
        await writeAudit(
          tx,
          { action: "create", entity: "organization", documentId: row.id, actor: auditActor(actor), current: doc, organizations: pathIds(row.path) },
          deps.now(),
        );
        return doc;
      });
    },

    /**
     * Super admins change anything, including the parent (which moves the whole subtree). Others
     * change units in their scope, never the parent, and never a unit that has active children
     * (policies/units.ts).
     */
    async update(actor: Actor, input: UnitUpdateInput): Promise<UnitDoc> {
      const scope = await loadScope(database.db, actor, "UNITS", today(deps));
      return database.write(async (tx) => {
        const row = await findUnitRow(tx, input.id, scope);
        if (!row) throw notFound();
        const parentChanges = input.parentOrg !== undefined && (input.parentOrg ?? null) !== row.parentId;
        await assertMayChangeUnit(tx, actor, row, parentChanges);

        let newPath = row.path;
        let newDepth = row.depth;
        let newParentId = row.parentId;
        if (parentChanges) {
          let parent: UnitRow | null = null;
          if (input.parentOrg != null) {
            parent = (await findUnitRow(tx, input.parentOrg, scope)) ?? null;
            if (!parent) throw invalid("parentOrg", VALIDATION.unitParentNotFound);
            if (isWithinPath(parent.path, row.path)) throw invalid("parentOrg", VALIDATION.unitCycle);
          }
          newPath = unitPath(parent?.path ?? null, row.id);
          newDepth = parent ? parent.depth + 1 : 0;
          newParentId = parent?.id ?? null;
        }

        const hasParent = newParentId !== null;
        const type = input.type ?? (row.type as UnitType);
        if (!isUnitTypeAllowed(type, hasParent)) throw invalid("type", VALIDATION.unitTypeLevel);

        const oldBackups = await backupAdminIds(tx, row.id);
        const admin = input.admin ?? row.adminId;
        const backups = input.backupAdmins ? [...new Set(input.backupAdmins)] : oldBackups;
        if (admin !== null && backups.includes(admin)) throw invalid("backupAdmins", VALIDATION.unitBackupIsAdmin);
        // A move re-checks everyone at the new place; otherwise only newly chosen people are checked,
        // so a unit admin can save a unit whose admin they cannot see (e.g. a super admin).
        const checkAdmin = parentChanges ? admin : input.admin !== undefined && input.admin !== row.adminId ? input.admin : null;
        const checkBackups = parentChanges ? backups : backups.filter((id) => !oldBackups.includes(id));
        await assertCandidates(tx, scope, hasParent ? pathIds(newPath) : null, checkAdmin, checkBackups);

        const prev = await readDoc(tx, row.id);
        if (parentChanges) {
          await moveSubtree(tx, row.path, newPath, newDepth - row.depth);
        }
        await updateUnitRow(tx, row.id, {
          name: input.name ?? row.name,
          type,
          parentId: newParentId,
          adminId: admin,
          email: input.email ?? row.email,
          phone: input.phone ?? row.phone,
          status: input.status ?? row.status,
          description: input.description ?? row.description,
          delegatedPermissions: input.delegatedPermissions ?? row.delegatedPermissions,
          updatedAt: deps.now().toISOString(),
        });
        if (input.backupAdmins) await replaceBackupAdmins(tx, row.id, backups);
        // Reactivated, its listed accounts are shown again, some perhaps for the first time.
        if (input.status !== undefined && input.status !== row.status) await refreshListingsOfUnit(tx, row.id, deps.now());
        const doc = await readDoc(tx, row.id);
        await writeAudit(
          tx,
          {
            action: "update",
            entity: "organization",
            documentId: row.id,
            actor: auditActor(actor),
            prev,
            current: doc,
            // Old and new ancestors both see a move in their audit log.
            organizations: [...pathIds(row.path), ...pathIds(newPath)],
          },
          deps.now(),
        );
        return doc;
      });
    },

    /** Status -> inactive, under the same rules as an update. Disabling an inactive unit changes nothing. */
    async disable(actor: Actor, id: number): Promise<UnitDoc> {
      const scope = await loadScope(database.db, actor, "UNITS", today(deps));
      return database.write(async (tx) => {
        const row = await findUnitRow(tx, id, scope);
        if (!row) throw notFound();
        await assertMayDisableUnit(tx, actor, row);
        const prev = await readDoc(tx, row.id);
        if (row.status === "inactive") return prev;
        await updateUnitRow(tx, row.id, { status: "inactive", updatedAt: deps.now().toISOString() });
        const doc = await readDoc(tx, row.id);
        await writeAudit(
          tx,
          { action: "update", entity: "organization", documentId: row.id, actor: auditActor(actor), prev, current: doc, organizations: pathIds(row.path) },
          deps.now(),
        );
        return doc;
      });
    },

    /**
     * Admin candidates for a unit placed under `parentOrgId` (none: the top level). With `unitId`
     * the unit already exists, and grants on the unit itself count too.
     */
    async adminCandidates(actor: Actor, query: UnitAdminCandidatesQuery): Promise<{ docs: UnitAdminCandidate[]; totalDocs: number }> {
      const scope = await loadScope(database.db, actor, "UNITS", today(deps));
      const unit = query.unitId !== undefined ? await findUnitRow(database.db, query.unitId, scope) : undefined;
      if (query.unitId !== undefined && !unit) throw notFound();
      let covering: number[] | null = null;
      if (unit && query.parentOrgId !== undefined && query.parentOrgId === unit.parentId) {
        // Staying under its parent: the unit's own path covers it, even when the parent is outside
        // the caller's scope (a unit admin editing the unit of their grant).
        covering = pathIds(unit.path);
      } else if (query.parentOrgId !== undefined) {
        const parent = await findUnitRow(database.db, query.parentOrgId, scope);
        if (!parent) throw notFound();
        covering = [...pathIds(parent.path), ...(unit ? [unit.id] : [])];
      }
      const candidates = { coveringUnitIds: covering, visibleTo: scope, today: today(deps), search: query.search };
      if (query.limit !== undefined) return pageOfAdminCandidates(database.db, candidates, query.limit);
      const docs = await listAdminCandidates(database.db, candidates);
      return { docs, totalDocs: docs.length };
    },
  };
}
