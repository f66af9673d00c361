// The flags list as a spreadsheet: what the page shows, one row per flag, in the reader's words.
import type { FlagDoc } from "@steward/shared";
import { flagIn } from "../../i18n/scan-descriptions.ts";
import type { SheetColumn } from "../sheet-columns.ts";
import type { SheetTexts } from "../sheet-texts.ts";

export function flagColumns(texts: SheetTexts): SheetColumn<FlagDoc>[] {
  const h = (c: string) => texts.header("flags", c);
  const said = flagIn(texts.locale);
  return [
    { header: h("id"), type: "number", cell: (f) => f.id, width: 8 },
    { header: h("account"), type: "text", cell: (f) => f.socialMedia.name, width: 30 },
    { header: h("category"), type: "text", cell: (f) => texts.value("category", f.category), width: 28 },
    { header: h("severity"), type: "text", cell: (f) => texts.value("severity", f.severity) },
    { header: h("status"), type: "text", cell: (f) => texts.value("flagStatus", f.status) },
    { header: h("description"), type: "text", cell: (f) => said(f).description, width: 60 },
    { header: h("source"), type: "text", cell: (f) => texts.value("source", f.source) },
    { header: h("raisedBy"), type: "text", cell: (f) => f.raisedBy?.name ?? null, width: 24 },
    { header: h("resolutionNote"), type: "text", cell: (f) => f.resolutionNote, width: 40 },
    { header: h("resolvedAt"), type: "moment", cell: (f) => f.resolvedAt, width: 20 },
    { header: h("createdAt"), type: "moment", cell: (f) => f.createdAt, width: 20 },
  ];
}
