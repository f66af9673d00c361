// The evidence of a campaign: every item in the caller's scope with its decision, who, when, the
// facts attested and the decision's audit entry (id and hash, to check against `steward audit
// verify`), streamed as CSV (RFC 4180, formulas made inert, the audit export's own cell writer) or
// JSONL, page by page only as fast as the client reads.
import { CAMPAIGN_EVIDENCE_COLUMNS, dateInZone, type Locale } from "@steward/shared";
import { csvCell, exportValue } from "../audit/export-format.ts";
import { serverT } from "../i18n/server-catalogue.ts";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { evidencePageReader, type EvidenceRow } from "../repositories/campaign-evidence-repo.ts";
import { findCampaign } from "../repositories/campaigns-repo.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { type ServiceDeps } from "./deps.ts";

export const EVIDENCE_PAGE_SIZE = 1000;

type Column = (typeof CAMPAIGN_EVIDENCE_COLUMNS)[number];

function evidenceRecord(campaign: { id: number; name: string }, r: EvidenceRow): Record<Column, string | number | null> {
  const facts = JSON.parse(r.facts) as { unit?: { name?: string } };
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    itemId: r.id,
    kind: r.kind,
    unitId: r.unitId,
    unitName: facts.unit?.name ?? "",
    subjectType: r.kind === "account" ? "social_media" : "user",
    subjectId: r.kind === "account" ? r.socialMediaId : r.userId,
    subjectName: r.subjectName,
    state: r.state,
    decision: r.decision,
    decidedById: r.decidedById,
    decidedByName: r.decidedByName,
    decidedAt: r.decidedAt,
    note: r.note,
    facts: r.facts,
    auditEntryId: r.auditEntryId,
    auditHash: r.auditHash,
  };
}

/** Columns whose values are enumerations, said in the CSV reader's language (the exports namespace). */
const SAID: Partial<Record<Column, string>> = { kind: "kind", subjectType: "subjectType", state: "state", decision: "decision" };

/** The header row in the requester's language; English keeps the column names scripts read. */
export function evidenceCsvHeader(locale: Locale = "en"): string {
  return `${CAMPAIGN_EVIDENCE_COLUMNS.map((c) => csvCell(serverT(locale)(`exports.evidence.${c}`))).join(",")}\r\n`;
}

/** One CSV row: enumerated values in `locale`; ids, dates, names, the facts and the hash as stored. */
export function evidenceCsvLine(campaign: { id: number; name: string }, r: EvidenceRow, locale: Locale = "en"): string {
  const record = evidenceRecord(campaign, r);
  const cell = (c: Column) => {
    const kind = SAID[c];
    const value = record[c];
    return csvCell(kind !== undefined && typeof value === "string" ? exportValue(locale, kind, value) : value);
  };
  return CAMPAIGN_EVIDENCE_COLUMNS.map(cell).join(",") + "\r\n";
}

/** One JSONL line; the facts are spliced in as the JSON they were frozen as. */
export function evidenceJsonLine(campaign: { id: number; name: string }, r: EvidenceRow): string {
  const { facts, ...rest } = evidenceRecord(campaign, r);
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)},"facts":${facts}}\n`;
}

export function createCampaignEvidenceService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    /** `locale`: the requester's language, for the CSV's header and enumerated values (issue 31). */
    async export(actor: Actor, campaignId: number, format: "csv" | "jsonl", locale: Locale = "en"): Promise<{ stream: ReadableStream<Uint8Array>; name: string }> {
      const scope = await loadScope(database.db, actor, "CAMPAIGNS", dateInZone(deps.now(), deps.settings.TZ));
      const campaign = await findCampaign(database.db, campaignId, scope);
      if (!campaign) throw notFound();
      const ref = { id: campaign.id, name: campaign.name };
      const pageAfter = evidencePageReader(database.db, campaign.id, scope);
      const encoder = new TextEncoder();
      let lastId = 0;
      let started = false;
      const stream = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            let text = "";
            if (!started && format === "csv") text = evidenceCsvHeader(locale);
            started = true;
            const rows = await pageAfter(lastId, EVIDENCE_PAGE_SIZE);
            for (const r of rows) text += format === "csv" ? evidenceCsvLine(ref, r, locale) : evidenceJsonLine(ref, r);
            if (text) controller.enqueue(encoder.encode(text));
            if (rows.length < EVIDENCE_PAGE_SIZE) controller.close();
            else lastId = rows[rows.length - 1]!.id;
          },
        },
        { highWaterMark: 1 },
      );
      return { stream, name: `steward-campaign-${campaign.id}-evidence` };
    },
  };
}

export type CampaignEvidenceService = ReturnType<typeof createCampaignEvidenceService>;
