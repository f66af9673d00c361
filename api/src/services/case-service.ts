// Handling cases (issue 34): the lists, one case with its timeline, the caller's open clocks, the
// state changes (each with its audit entry, its event and, when it closes the case, the outcome
// e-mail to the sender, in one transaction) and the evidence file for counsel.
import {
  ERROR_CODES,
  isClosedCaseState,
  isCaseMove,
  type CaseClockItemDoc,
  type CaseDetailDoc,
  type CaseDoc,
  type CaseEvidenceDoc,
  type CaseListQuery,
  type CaseState,
  type CaseStateChange,
  type CaseTimelineEntry,
  type ListResponse,
  type ReportKind,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { recordEvent } from "../events/record-event.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { caseDetailFields, caseDoc, clockOf, ownersOf, reporterOf } from "../cases/case-docs.ts";
import { outcomeMail } from "../cases/case-mails.ts";
import { caseReaderOf, mayHandleCase } from "../policies/cases.ts";
import { toAuditDocs } from "../repositories/audit-repo.ts";
import {
  auditRowsOfCase,
  findCaseView,
  inboxNoticesOfCase,
  listCaseViews,
  openClocksOf,
  senderMailsOfCase,
  updateCase,
  userNamesAndLocales,
  type CaseReader,
  type CaseView,
} from "../repositories/cases-repo.ts";
import { findUnitPath } from "../repositories/directory-repo.ts";
import type { Executor } from "../db/connection.ts";
import { listPage } from "../repositories/list-page.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";

const stateOf = (value: unknown): CaseState | null => {
  const state = (value as { state?: unknown } | null)?.state;
  return typeof state === "string" ? (state as CaseState) : null;
};

export function createCaseService(deps: ServiceDeps) {
  const { database } = deps;

  async function readerOf(ex: Executor, actor: Actor): Promise<CaseReader> {
    return caseReaderOf(ex, actor, today(deps));
  }

  async function visibleCase(ex: Executor, actor: Actor, id: number): Promise<CaseView> {
    const view = await findCaseView(ex, id, await readerOf(ex, actor));
    if (!view) throw notFound();
    return view;
  }

  async function ownersNamed(ex: Executor, view: CaseView) {
    return (await userNamesAndLocales(ex, ownersOf(view))).map((u) => ({ id: u.id, name: u.name }));
  }

  async function timelineOf(ex: Executor, caseId: number): Promise<CaseTimelineEntry[]> {
    const [audits, inbox, mails] = await Promise.all([auditRowsOfCase(ex, caseId), inboxNoticesOfCase(ex, caseId), senderMailsOfCase(ex, caseId)]);
    const entries: CaseTimelineEntry[] = [
      ...audits.map((a): CaseTimelineEntry => ({
        type: "audit",
        at: a.createdAt,
        auditEntryId: a.id,
        action: a.action,
        actor: a.userId !== null ? { id: a.userId, name: a.userName ?? "" } : null,
        state: stateOf(a.current === null ? null : JSON.parse(a.current)),
      })),
      ...inbox.map((n): CaseTimelineEntry => ({ type: "inbox", at: n.at, event: n.event, recipient: { id: n.userId, name: n.userName } })),
      ...mails.map((m): CaseTimelineEntry => ({ type: "email", at: m.at, event: m.kind.split(":")[2] ?? m.kind, recipient: "reporter", status: m.status })),
    ];
    return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  async function detailOf(ex: Executor, view: CaseView): Promise<CaseDetailDoc> {
    const now = deps.now();
    return { ...caseDetailFields(view, now, await ownersNamed(ex, view)), mayChangeState: mayHandleCase(true), timeline: await timelineOf(ex, view.id) };
  }

  return {
    async list(actor: Actor, query: CaseListQuery): Promise<ListResponse<CaseDoc>> {
      const ex = database.db;
      const subtree = query.unitId === undefined ? undefined : await findUnitPath(ex, query.unitId);
      if (query.unitId !== undefined && subtree === undefined) return listPage([], 0, query.page, query.limit);
      const now = deps.now();
      const { rows, total } = await listCaseViews(ex, await readerOf(ex, actor), query, subtree, now.toISOString());
      return listPage(rows.map((r) => caseDoc(r, now)), total, query.page, query.limit);
    },

    async get(actor: Actor, id: number): Promise<CaseDetailDoc> {
      return detailOf(database.db, await visibleCase(database.db, actor, id));
    },

    /** The open removal clocks routed to the caller, soonest due first. */
    async clocks(actor: Actor): Promise<CaseClockItemDoc[]> {
      const now = deps.now();
      return (await openClocksOf(database.db, actor.id)).flatMap((row) => {
        const clock = clockOf(row, now);
        const doc = caseDoc(row, now);
        return clock ? [{ caseId: row.id, account: doc.account, contentKind: doc.contentKind, state: doc.state, clock }] : [];
      });
    },

    async changeState(actor: Actor, id: number, change: CaseStateChange): Promise<CaseDetailDoc> {
      const now = deps.now();
      const nowIso = now.toISOString();
      await database.write(async (tx) => {
        const view = await visibleCase(tx, actor, id);
        const from = view.state as CaseState;
        if (isClosedCaseState(from)) throw conflict(ERROR_CODES.caseClosed, { state: from });
        if (!isCaseMove(from, change.state)) throw conflict(ERROR_CODES.invalidTransition, { from, to: change.state });
        const closing = isClosedCaseState(change.state);
        const reason = change.state === "refused" ? change.reason : null;
        const ticket = change.state === "reported_to_platform" ? change.platformTicket : null;
        const note = "note" in change ? (change.note ?? null) : null;
        await updateCase(tx, id, {
          state: change.state,
          updatedAt: nowIso,
          ...(closing ? { closedAt: nowIso } : {}),
          ...(reason !== null ? { refusalReason: reason } : {}),
          ...(ticket !== null ? { platformTicket: ticket } : {}),
        });
        await writeAudit(
          tx,
          {
            action: "case_state_change",
            entity: "cases",
            documentId: id,
            actor: auditActor(actor),
            prev: { state: from },
            current: { state: change.state, ...(reason !== null ? { refusalReason: reason } : {}), ...(ticket !== null ? { platformTicket: ticket } : {}), ...(note !== null ? { note } : {}) },
            organizations: view.unitId === null ? [] : [view.unitId],
          },
          now,
        );
        await recordEvent(
          tx,
          {
            type: "case.state_changed",
            unitId: view.unitId,
            actorId: actor.id,
            subject: { type: "case", id },
            recipients: ownersOf(view).filter((owner) => owner !== actor.id),
            payload: { caseId: id, kind: view.kind, accountId: view.accountId, accountName: view.accountName, from, state: change.state, link: `/dashboard/cases/${id}` },
          },
          now,
        );
        const reporter = reporterOf(view);
        if (closing && reporter && change.state !== "in_review") {
          await enqueueMail(tx, outcomeMail(id, reporter, view.kind as ReportKind, { state: change.state, reason: reason ?? undefined, ticket: ticket ?? undefined }), now);
        }
      });
      return detailOf(database.db, await visibleCase(database.db, actor, id));
    },

    /** The evidence for counsel: the case, its timeline and its audit entries as the audit log answers them. */
    async evidence(actor: Actor, id: number): Promise<CaseEvidenceDoc> {
      const ex = database.db;
      const view = await visibleCase(ex, actor, id);
      const now = deps.now();
      const auditEntries = await toAuditDocs(ex, await auditRowsOfCase(ex, id));
      return { case: caseDetailFields(view, now, await ownersNamed(ex, view)), timeline: await timelineOf(ex, id), auditEntries, exportedAt: now.toISOString() };
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
