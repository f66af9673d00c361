// Units by path ("Faculty of Science / Physics"). A path that exists is updated (only the fields
// that differ); one that does not is created, with its missing parents, by whoever may create
// units. Parents are taken before their children whatever the file's order. Each field is checked
// with the unit form's schema, and its administrators with the form's rule (active unit admins
// covering the unit, as the caller sees them); one named by an e-mail the caller does not know is
// left out with a warning (import the people, then the units again): people and units name each other.
import {
  UNIT_STATUSES,
  UNIT_TYPES,
  defaultUnitType,
  formatUnitPath,
  isUnitTypeAllowed,
  parseUnitPath,
  unitUpdateSchema,
  VALIDATION,
  type UnitStatus,
  type UnitType,
} from "@steward/shared";
import { isInScope } from "../../domain/scope.ts";
import { mayImportNewUnits, unitLockedForImport } from "../../policies/imports.ts";
import { allUnits, allUsers, type IndexUnit } from "../../repositories/import-index-repo.ts";
import { loadScope } from "../../repositories/scope-repo.ts";
import { listAdminCandidates } from "../../repositories/unit-admin-candidates-repo.ts";
import { insertUnitRow, pathIds, replaceBackupAdmins, updateUnitRow } from "../../repositories/units-repo.ts";
import { auditActor } from "../deps.ts";
import { refreshListingsOfUnit } from "../directory-listing.ts";
import { changedFields, refusedRow, type EngineContext, type KindEngine, type RowResult } from "./engine.ts";
import { PeopleIndex } from "./people-index.ts";
import type { RowReader } from "./read-row.ts";
import type { Note } from "./row-notes.ts";
import { UnitTree } from "./unit-tree.ts";

interface UnitValues {
  type?: UnitType;
  status?: UnitStatus;
  adminId?: number | null;
  backupAdminIds?: number[];
  email?: string;
  phone?: string;
  description?: string;
  delegatedPermissions?: boolean;
}

export async function unitsEngine(ctx: EngineContext): Promise<KindEngine> {
  const { tx, actor } = ctx;
  const tree = new UnitTree(await allUnits(tx));
  const people = new PeopleIndex(await allUsers(tx));
  const scope = await loadScope(tx, actor, "UNITS", ctx.day);
  const seen = new Map<string, number>();

  const docOf = (unit: IndexUnit) => ({
    id: unit.id,
    name: unit.name,
    path: tree.pathText(unit),
    type: unit.type,
    status: unit.status,
    admin: people.emailOf(unit.adminId),
    backupAdmins: unit.backupAdminIds.map((id) => people.emailOf(id)),
    email: unit.email,
    phone: unit.phone,
    description: unit.description,
    delegatedPermissions: unit.delegatedPermissions,
    // The ids the rows hold, beside the names the file uses.
    parentId: unit.parentId,
    adminId: unit.adminId,
    backupAdminIds: unit.backupAdminIds,
    importId: ctx.importId,
  });

  const pathOf = (unitId: number) => tree.get(unitId)?.path;
  /** Someone the caller may name (people-index.ts), or undefined with the same warning as nobody. */
  function named(field: "admin" | "backupAdmins", email: string, warnings: Note[]): number | undefined {
    const found = people.byMail(email);
    if (found && people.nameable(found.id, scope, pathOf)) return found.id;
    warnings.push({ field, message: "imports.warn.adminUnknown", values: { email } });
    return undefined;
  }

  /** The unit form's rule (unit-writes.ts): admins are active unit admins covering the unit's place, as the caller sees them. */
  async function checkCandidates(reader: RowReader, covering: number[] | null, values: UnitValues): Promise<void> {
    const backups = values.backupAdminIds ?? [];
    const wanted = [...new Set([...(values.adminId ? [values.adminId] : []), ...backups])];
    if (wanted.length === 0) return;
    const ok = new Set((await listAdminCandidates(tx, { coveringUnitIds: covering, visibleTo: scope, today: ctx.day, onlyIds: wanted })).map((c) => c.id));
    if (values.adminId && !ok.has(values.adminId)) reader.refuse({ field: "admin", sentence: VALIDATION.unitAdminNotCandidate });
    if (backups.some((id) => !ok.has(id))) reader.refuse({ field: "backupAdmins", sentence: VALIDATION.unitBackupNotCandidate });
  }

  function readValues(reader: RowReader, warnings: Note[]): UnitValues {
    const values: UnitValues = {};
    const type = reader.code("type", UNIT_TYPES);
    if (type) values.type = type;
    const status = reader.code("status", UNIT_STATUSES);
    if (status) values.status = status;
    const admin = reader.email("admin");
    if (admin) {
      const id = named("admin", admin, warnings);
      if (id !== undefined) values.adminId = id;
    }
    const backups = reader.emails("backupAdmins");
    if (backups !== undefined) {
      values.backupAdminIds = [];
      for (const email of backups) {
        const id = named("backupAdmins", email, warnings);
        if (id !== undefined) values.backupAdminIds.push(id);
      }
      values.backupAdminIds.sort((a, b) => a - b);
    }
    for (const field of ["email", "phone", "description"] as const) {
      const text = reader.text(field);
      if (text !== undefined) values[field] = text;
    }
    const delegated = reader.boolean("delegatedPermissions");
    if (delegated !== undefined) values.delegatedPermissions = delegated;
    return values;
  }

  /** The unit form's own messages for every field (unitUpdateSchema), the unit's name being its path's last name. */
  function checkWithForm(reader: RowReader, name: string, values: UnitValues, hasParent: boolean): void {
    const parsed = unitUpdateSchema.safeParse({
      id: 1,
      name,
      ...(values.adminId ? { admin: values.adminId } : {}),
      ...(values.backupAdminIds ? { backupAdmins: values.backupAdminIds } : {}),
      ...(values.email !== undefined ? { email: values.email } : {}),
      ...(values.phone !== undefined ? { phone: values.phone } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) reader.refuse({ field: issue.path[0] === "name" ? "path" : String(issue.path[0] ?? ""), sentence: issue.message });
    }
    if (values.type && !isUnitTypeAllowed(values.type, hasParent)) reader.refuse({ field: "type", sentence: VALIDATION.unitTypeLevel });
  }

  async function create(names: readonly string[], parent: IndexUnit | null, values: UnitValues): Promise<IndexUnit> {
    const at = ctx.now.toISOString();
    const row = await insertUnitRow(
      tx,
      {
        name: names[names.length - 1]!,
        type: values.type ?? defaultUnitType(parent !== null),
        adminId: values.adminId ?? null,
        email: values.email ?? "",
        phone: values.phone ?? "",
        status: values.status ?? "active",
        description: values.description ?? "",
        delegatedPermissions: values.delegatedPermissions ?? false,
        createdAt: at,
        updatedAt: at,
      },
      parent ? { ...parent } : null,
    );
    const backups = values.backupAdminIds ?? [];
    if (backups.length > 0) await replaceBackupAdmins(tx, row.id, backups);
    const unit: IndexUnit = { ...row, backupAdminIds: backups };
    tree.add(unit);
    ctx.audits.push({ action: "create", entity: "organization", documentId: unit.id, actor: auditActor(actor), current: docOf(unit), organizations: pathIds(unit.path) });
    return unit;
  }

  return {
    // Parents before children: by the path's depth, file order within a depth.
    order: (readers) =>
      readers
        .map((r, i) => ({ i, depth: parseUnitPath(r.text("path") ?? "").length }))
        .sort((a, b) => a.depth - b.depth || a.i - b.i)
        .map((x) => x.i),

    async row(reader): Promise<RowResult> {
      const pathCell = reader.required("path") ?? "";
      const names = parseUnitPath(pathCell);
      const key = formatUnitPath(names);
      if (pathCell && names.length === 0) reader.refuse({ field: "path", message: "imports.row.rootNeedsNoParent" });
      const earlier = seen.get(key.toLowerCase());
      if (earlier !== undefined && names.length > 0) reader.refuse({ field: "path", message: "imports.row.duplicateKey", values: { row: earlier } });
      else if (names.length > 0) seen.set(key.toLowerCase(), reader.rowNumber);
      const warnings: Note[] = [];
      const values = readValues(reader, warnings);
      if (names.length === 0) return refusedRow(key, reader);

      const found = tree.lookup(names);
      if (found.kind === "ambiguous") {
        reader.refuse({ field: "path", message: "imports.row.unitAmbiguous", values: { path: key } });
        return refusedRow(key, reader);
      }
      checkWithForm(reader, names[names.length - 1]!, values, names.length > 1);
      if (found.kind === "missing") {
        if (!mayImportNewUnits(actor)) reader.refuse({ field: "path", message: "imports.row.mayNotCreateUnits" });
        if (reader.refused) return refusedRow(key, reader);
        let parent = found.parent;
        for (let i = found.from; i < names.length - 1; i += 1) parent = await create(names.slice(0, i + 1), parent, {});
        // As the create form: candidates cover the new unit's parent (a refusal rolls the parents back with the file).
        await checkCandidates(reader, parent ? pathIds(parent.path) : null, values);
        if (reader.refused) return refusedRow(key, reader);
        await create(names, parent, values);
        return { outcome: "created", key, refusals: [], warnings, changed: [] };
      }

      const unit = found.unit;
      if (!isInScope(unit.path, scope)) {
        reader.refuse({ field: "path", message: "imports.row.outsideScope" });
        return refusedRow(key, reader);
      }
      const changed = changedFields({
        type: values.type && [unit.type, values.type],
        status: values.status && [unit.status, values.status],
        admin: values.adminId !== undefined ? [unit.adminId, values.adminId] : undefined,
        backupAdmins: values.backupAdminIds && [unit.backupAdminIds, values.backupAdminIds],
        email: values.email !== undefined ? [unit.email, values.email] : undefined,
        phone: values.phone !== undefined ? [unit.phone, values.phone] : undefined,
        description: values.description !== undefined ? [unit.description, values.description] : undefined,
        delegatedPermissions: values.delegatedPermissions !== undefined ? [unit.delegatedPermissions, values.delegatedPermissions] : undefined,
      });
      if (changed.length > 0 && unitLockedForImport(actor, tree.hasActiveChildren(unit.id))) reader.refuse({ field: "path", message: "imports.row.unitLocked" });
      if (changed.includes("admin") || changed.includes("backupAdmins")) await checkCandidates(reader, pathIds(unit.path), values);
      if (reader.refused) return refusedRow(key, reader);
      if (changed.length === 0) return { outcome: "unchanged", key, refusals: [], warnings, changed };

      const prev = docOf(unit);
      const next: IndexUnit = {
        ...unit,
        type: values.type ?? unit.type,
        status: values.status ?? unit.status,
        adminId: values.adminId !== undefined ? values.adminId : unit.adminId,
        backupAdminIds: values.backupAdminIds ?? unit.backupAdminIds,
        email: values.email ?? unit.email,
        phone: values.phone ?? unit.phone,
        description: values.description ?? unit.description,
        delegatedPermissions: values.delegatedPermissions ?? unit.delegatedPermissions,
        updatedAt: ctx.now.toISOString(),
      };
      await updateUnitRow(tx, unit.id, {
        type: next.type,
        status: next.status,
        adminId: next.adminId,
        email: next.email,
        phone: next.phone,
        description: next.description,
        delegatedPermissions: next.delegatedPermissions,
        updatedAt: next.updatedAt,
      });
      if (changed.includes("backupAdmins")) await replaceBackupAdmins(tx, unit.id, next.backupAdminIds);
      // As the unit form: its listed accounts may be shown again, or stop being shown.
      if (changed.includes("status")) await refreshListingsOfUnit(tx, unit.id, ctx.now);
      Object.assign(unit, next);
      ctx.audits.push({ action: "update", entity: "organization", documentId: unit.id, actor: auditActor(actor), prev, current: docOf(unit), organizations: pathIds(unit.path) });
      return { outcome: "updated", key, refusals: [], warnings, changed };
    },
  };
}
