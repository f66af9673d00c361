// Risk flags raised and handled by people. A flag concerns one account and is in scope when the
// account is; its audit entries concern the account's units, so the right unit admins read them.
import {
  FLAG_MESSAGES,
  isClosedFlagStatus,
  type FlagCreateInput,
  type FlagDoc,
  type FlagListQuery,
  type FlagUpdateInput,
  type ListResponse,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import { flagRaised, flagResolved } from "../notifications/change-events.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound } from "../domain/errors.ts";
import { assertMayMoveFlag } from "../policies/flags.ts";
import { accountUnitIds, findAccountInScope, findFlag, insertFlag, listFlags, updateFlag, type FlagInsert } from "../repositories/flags-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { loadScope } from "../repositories/scope-repo.ts";

export function createFlagService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async list(actor: Actor, query: FlagListQuery): Promise<ListResponse<FlagDoc>> {
      const scope = await loadScope(database.db, actor, "FLAGS", today(deps));
      return listFlags(database.db, query, scope);
    },

    async get(actor: Actor, id: number): Promise<FlagDoc> {
      const doc = await findFlag(database.db, id, await loadScope(database.db, actor, "FLAGS", today(deps)));
      if (!doc) throw notFound();
      return doc;
    },

    async create(actor: Actor, input: FlagCreateInput): Promise<FlagDoc> {
      return database.write(async (tx) => {
        const scope = await loadScope(tx, actor, "FLAGS", today(deps));
        // Missing and out-of-scope accounts get the same answer, so scope does not leak existence.
        const account = await findAccountInScope(tx, input.socialMedia, scope);
        if (!account) throw badRequest([{ path: "socialMedia", message: FLAG_MESSAGES.accountNotFound }]);
        const at = deps.now().toISOString();
        const id = await insertFlag(tx, {
          socialMediaId: account.id,
          category: input.category,
          severity: input.severity,
          description: input.description,
          status: "open",
          source: "user",
          raisedById: actor.id,
          createdAt: at,
          updatedAt: at,
        });
        const doc = await findFlag(tx, id, { kind: "all" });
        if (!doc) throw new Error("created flag not found");
        const unitIds = (await accountUnitIds(tx, [account.id])).get(account.id) ?? [];
        await writeAudit(
          tx,
          { action: "create", entity: "flags", documentId: id, actor: auditActor(actor), current: doc, organizations: unitIds },
          deps.now(),
        );
        await flagRaised(tx, doc, unitIds[0] ?? null, actor.id, deps.now());
        return doc;
      });
    },

    /** Closing (resolved, dismissed) is audited as `flag_resolution`; every other change as `update`. */
    async update(actor: Actor, id: number, patch: FlagUpdateInput): Promise<FlagDoc> {
      return database.write(async (tx) => {
        const prev = await findFlag(tx, id, await loadScope(tx, actor, "FLAGS", today(deps)));
        if (!prev) throw notFound();
        const at = deps.now().toISOString();
        const changes: Partial<FlagInsert> = {};
        if (patch.category !== undefined && patch.category !== prev.category) changes.category = patch.category;
        if (patch.severity !== undefined && patch.severity !== prev.severity) changes.severity = patch.severity;
        if (patch.description !== undefined && patch.description !== prev.description) changes.description = patch.description;
        let note = prev.resolutionNote;
        if (patch.status !== undefined && patch.status !== prev.status) {
          assertMayMoveFlag(prev.status, patch.status);
          changes.status = patch.status;
          if (isClosedFlagStatus(patch.status)) {
            changes.resolvedAt = at;
          } else if (isClosedFlagStatus(prev.status)) {
            // Reopened: the earlier decision stays in the audit log, not on the live flag.
            changes.resolvedAt = null;
            note = null;
          }
        }
        // Without a status in the request the flag keeps its own: a note on one still open or in
        // review is refused as the schema refuses it beside a status that does not close.
        if (patch.resolutionNote && !isClosedFlagStatus(patch.status ?? prev.status)) {
          throw badRequest([{ path: "resolutionNote", message: FLAG_MESSAGES.resolutionNoteNotClosing }]);
        }
        if (patch.resolutionNote !== undefined) note = patch.resolutionNote || null;
        if (note !== prev.resolutionNote) changes.resolutionNote = note;
        if (Object.keys(changes).length === 0) return prev;
        changes.updatedAt = at;
        await updateFlag(tx, id, changes);
        const current = await findFlag(tx, id, { kind: "all" });
        if (!current) throw new Error("updated flag not found");
        const closing = changes.status !== undefined && isClosedFlagStatus(changes.status);
        const unitIds = (await accountUnitIds(tx, [prev.socialMedia.id])).get(prev.socialMedia.id) ?? [];
        await writeAudit(
          tx,
          {
            action: closing ? "flag_resolution" : "update",
            entity: "flags",
            documentId: id,
            actor: auditActor(actor),
            prev,
            current,
            organizations: unitIds,
          },
          deps.now(),
        );
        if (closing) await flagResolved(tx, current, unitIds[0] ?? null, actor.id, deps.now());
        return current;
      });
    },
  };
}

export type FlagService = ReturnType<typeof createFlagService>;
