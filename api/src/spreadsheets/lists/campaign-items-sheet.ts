// A campaign's items as a spreadsheet: what its page shows, one row per item, in the reader's words.
import type { CampaignItemDoc } from "@steward/shared";
import type { SheetColumn } from "../sheet-columns.ts";
import type { SheetTexts } from "../sheet-texts.ts";

export function campaignItemColumns(texts: SheetTexts): SheetColumn<CampaignItemDoc>[] {
  const h = (c: string) => texts.header("campaignItems", c);
  return [
    { header: h("id"), type: "number", cell: (i) => i.id, width: 8 },
    { header: h("campaign"), type: "text", cell: (i) => i.campaign.name, width: 28 },
    { header: h("dueDate"), type: "date", cell: (i) => i.campaign.dueDate },
    { header: h("kind"), type: "text", cell: (i) => texts.value("kind", i.kind) },
    { header: h("unit"), type: "text", cell: (i) => i.unit.name, width: 28 },
    { header: h("reviewerUnit"), type: "text", cell: (i) => i.reviewerUnit?.name ?? null, width: 28 },
    { header: h("reviewers"), type: "text", cell: (i) => (i.reviewers ?? []).map((r) => r.email).join("; ") || null, width: 36 },
    { header: h("subjectType"), type: "text", cell: (i) => texts.value("subjectType", i.subject.type) },
    { header: h("subject"), type: "text", cell: (i) => i.subject.name, width: 30 },
    { header: h("state"), type: "text", cell: (i) => texts.value("state", i.state) },
    { header: h("decision"), type: "text", cell: (i) => texts.value("decision", i.decision) },
    { header: h("note"), type: "text", cell: (i) => i.note, width: 40 },
    { header: h("decidedBy"), type: "text", cell: (i) => i.decidedBy?.name ?? null, width: 24 },
    { header: h("decidedAt"), type: "moment", cell: (i) => i.decidedAt, width: 20 },
    { header: h("overdueAt"), type: "moment", cell: (i) => i.overdueAt, width: 20 },
    { header: h("escalatedTo"), type: "text", cell: (i) => i.escalatedTo?.name ?? null, width: 24 },
    { header: h("flagId"), type: "number", cell: (i) => i.flagId },
    { header: h("auditEntryId"), type: "number", cell: (i) => i.auditEntryId },
    { header: h("auditHash"), type: "text", cell: (i) => i.auditHash, width: 20 },
  ];
}
