// Small things every cases screen says the same way: what a case is about, and a time left or
// overdue in hours (minutes in its last hour).
import type { CaseAccountRef, CaseClockDoc } from "@steward/shared";
import type { T } from "../../i18n/i18n-context.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "5 hours", "40 minutes": how far `dueAt` is from `now`, either way. */
export function durationText(t: T, ms: number): string {
  const abs = Math.abs(ms);
  return abs >= HOUR ? t("caseDesk.hours", { count: Math.floor(abs / HOUR) }) : t("caseDesk.minutes", { count: Math.max(1, Math.floor(abs / MINUTE)) });
}

/** The clock's time in words: "31 hours left", "2 hours overdue"; nothing once the case is closed. */
export function clockTimeText(t: T, clock: CaseClockDoc, now: number): string | null {
  if (clock.status === "met") return null;
  const left = Date.parse(clock.dueAt) - now;
  return left > 0 ? t("caseDesk.left", { time: durationText(t, left) }) : t("caseDesk.overdue", { time: durationText(t, left) });
}

/** What a case is about, in a line: an impostor's address, else the official account concerned. */
export function caseAbout(doc: { kind?: "impostor" | "removal"; account: CaseAccountRef | null; impostorUrl: string | null; contentUrl?: string | null }): string {
  if (doc.kind === "impostor" && doc.impostorUrl) return doc.impostorUrl;
  return doc.account?.name ?? doc.impostorUrl ?? doc.contentUrl ?? "—";
}
