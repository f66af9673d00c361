// Recertification campaigns (issue 18): a super admin creates a draft over a subtree, edits it,
// opens it (the items are frozen and the reviewers told) and closes it. Unit admins read the
// campaigns whose subtree meets their scope, with the progress of the items in their scope.
import {
  CAMPAIGN_MESSAGES,
  dateInZone,
  type CampaignCreateData,
  type CampaignDetailDoc,
  type CampaignDoc,
  type CampaignListQuery,
  type CampaignUpdateData,
  type ListResponse,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor, Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound } from "../domain/errors.ts";
import { isInScope } from "../domain/scope.ts";
import { assertCampaignDraft, assertCampaignNotClosed } from "../policies/campaigns.ts";
import {
  findCampaign,
  insertCampaign,
  listCampaignRows,
  progressByCampaign,
  progressBySubUnit,
  toCampaignDoc,
  unitWithPath,
  updateCampaign,
  type CampaignWithUnit,
} from "../repositories/campaigns-repo.ts";
import { listPage } from "../repositories/list-page.ts";
import { loadScope, type Scope } from "../repositories/scope-repo.ts";
import { unitPathNames } from "../repositories/unit-paths-repo.ts";
import { campaignSnapshot, closeCampaignIn, openCampaignIn } from "./campaign-lifecycle.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";

const ALL: Scope = { kind: "all" };

export function createCampaignService(deps: ServiceDeps) {
  const { database } = deps;
  const today = () => dateInZone(deps.now(), deps.settings.TZ);
  const scopeOf = (ex: Executor, actor: Actor) => loadScope(ex, actor, "CAMPAIGNS", today());

  async function mustFind(ex: Executor, id: number, scope: Scope): Promise<CampaignWithUnit> {
    const row = await findCampaign(ex, id, scope);
    if (!row) throw notFound();
    return row;
  }

  async function docOf(ex: Executor, row: CampaignWithUnit, scope: Scope): Promise<CampaignDoc> {
    const progress = (await progressByCampaign(ex, [row.id], scope)).get(row.id)!;
    return toCampaignDoc(row, progress);
  }

  /** The unit must exist (for a super admin every unit is in scope); null is the whole institution. */
  async function checkUnit(ex: Executor, unitId: number | null) {
    if (unitId === null) return;
    const unit = await unitWithPath(ex, unitId);
    if (!unit) throw badRequest([{ path: "unit", message: CAMPAIGN_MESSAGES.unitNotFound }]);
  }

  const unitsOf = (...rows: { unitId: number | null }[]) => rows.flatMap((r) => (r.unitId === null ? [] : [r.unitId]));

  function checkDueDate(dueDate: string) {
    if (dueDate < today()) throw badRequest([{ path: "dueDate", message: CAMPAIGN_MESSAGES.dueDatePast }]);
  }

  async function mustBeDraft(tx: Tx, id: number): Promise<CampaignWithUnit> {
    const row = await mustFind(tx, id, ALL);
    assertCampaignDraft(row);
    return row;
  }

  return {
    async list(actor: Actor, query: CampaignListQuery): Promise<ListResponse<CampaignDoc>> {
      const db = database.db;
      const scope = await scopeOf(db, actor);
      const { rows, total } = await listCampaignRows(db, query, scope);
      const progress = await progressByCampaign(db, rows.map((r) => r.id), scope);
      const paths = await unitPathNames(db, unitsOf(...rows));
      return listPage(rows.map((r) => toCampaignDoc(r, progress.get(r.id)!, paths)), total, query.page, query.limit);
    },

    /**
     * One campaign with its progress broken down by the sub-units of `unit` (default: the
     * campaign's unit, or for a scoped caller whose scope lies inside it, their first unit there).
     */
    async get(actor: Actor, id: number, unit?: number): Promise<CampaignDetailDoc> {
      const db = database.db;
      const scope = await scopeOf(db, actor);
      const row = await mustFind(db, id, scope);
      let breakdown: { id: number | null; name: string; path: string };
      if (unit !== undefined) {
        const chosen = await unitWithPath(db, unit);
        // A unit outside the campaign or the caller's scope answers like a missing one.
        if (!chosen || !chosen.path.startsWith(row.unitPath) || !isInScope(chosen.path, scope)) throw notFound();
        breakdown = chosen;
      } else if (isInScope(row.unitPath, scope)) {
        breakdown = { id: row.unitId, name: row.unitName ?? CAMPAIGN_MESSAGES.wholeInstitution, path: row.unitPath };
      } else if (scope.kind === "paths") {
        const inside = scope.roots.filter((root) => root.startsWith(row.unitPath)).sort()[0]!;
        const id = Number(inside.split("/").filter(Boolean).at(-1));
        const chosen = await unitWithPath(db, id);
        breakdown = chosen ?? { id: row.unitId, name: row.unitName ?? CAMPAIGN_MESSAGES.wholeInstitution, path: row.unitPath };
      } else {
        breakdown = { id: row.unitId, name: row.unitName ?? CAMPAIGN_MESSAGES.wholeInstitution, path: row.unitPath };
      }
      const doc = await docOf(db, row, scope);
      return {
        ...doc,
        breakdownUnit: breakdown.id === null ? null : { id: breakdown.id, name: breakdown.name },
        byUnit: await progressBySubUnit(db, row.id, breakdown, scope),
      };
    },

    async create(actor: Actor, data: CampaignCreateData): Promise<CampaignDoc> {
      checkDueDate(data.dueDate);
      return database.write(async (tx) => {
        await checkUnit(tx, data.unit);
        const at = deps.now().toISOString();
        const id = await insertCampaign(tx, {
          name: data.name,
          unitId: data.unit,
          subjects: JSON.stringify(data.subjects),
          recurrence: data.recurrence,
          dueDate: data.dueDate,
          status: "draft",
          createdById: actor.id,
          createdAt: at,
          updatedAt: at,
        });
        const row = await mustFind(tx, id, ALL);
        await writeAudit(
          tx,
          { action: "create", entity: "campaigns", documentId: id, actor: auditActor(actor), current: campaignSnapshot(row), organizations: unitsOf(row) },
          deps.now(),
        );
        return docOf(tx, row, ALL);
      });
    },

    /** A draft's fields; an open or closed campaign is what was reviewed and stays so. */
    async update(actor: Actor, id: number, patch: CampaignUpdateData): Promise<CampaignDoc> {
      if (patch.dueDate !== undefined) checkDueDate(patch.dueDate);
      return database.write(async (tx) => {
        const prev = await mustBeDraft(tx, id);
        if (patch.unit !== undefined) await checkUnit(tx, patch.unit);
        await updateCampaign(tx, id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.unit !== undefined ? { unitId: patch.unit } : {}),
          ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
          ...(patch.subjects !== undefined ? { subjects: JSON.stringify(patch.subjects) } : {}),
          ...(patch.recurrence !== undefined ? { recurrence: patch.recurrence } : {}),
          updatedAt: deps.now().toISOString(),
        });
        const row = await mustFind(tx, id, ALL);
        await writeAudit(
          tx,
          {
            action: "update",
            entity: "campaigns",
            documentId: id,
            actor: auditActor(actor),
            prev: campaignSnapshot(prev),
            current: campaignSnapshot(row),
            organizations: unitsOf(prev, row),
          },
          deps.now(),
        );
        return docOf(tx, row, ALL);
      });
    },

    /** Freezes one item per account and access grant of the subtree and tells the reviewers, in one transaction. */
    async open(actor: Actor, id: number): Promise<CampaignDoc> {
      return database.write(async (tx) => {
        const row = await mustBeDraft(tx, id);
        checkDueDate(row.dueDate);
        await openCampaignIn(tx, row, auditActor(actor), deps.now(), today());
        return docOf(tx, await mustFind(tx, id, ALL), ALL);
      });
    },

    async close(actor: Actor, id: number): Promise<CampaignDoc> {
      return database.write(async (tx) => {
        const row = await mustFind(tx, id, ALL);
        assertCampaignNotClosed(row);
        await closeCampaignIn(tx, row, auditActor(actor), deps.now());
        return docOf(tx, await mustFind(tx, id, ALL), ALL);
      });
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
