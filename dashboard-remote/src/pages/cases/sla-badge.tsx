// The 48-hour clock as a badge: its status in words and the time left or overdue, coloured too
// but never by colour alone ("Breached · 2 hours overdue" in red).
import type { CaseClockDoc } from "@steward/shared";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { clockTimeText } from "./case-words.ts";

const COLOR_OF: Record<CaseClockDoc["status"], string> = { on_track: "active", met: "active", due_soon: "pending", breached: "inactive" };

export function SlaBadge({ clock, now = Date.now() }: { clock: CaseClockDoc | null; now?: number }) {
  const t = useT();
  if (!clock) return <span>{t("caseDesk.sla.none")}</span>;
  const time = clockTimeText(t, clock, now);
  const label = [t(`caseDesk.sla.${clock.status}`), time].filter(Boolean).join(" · ");
  return <StatusBadge status={COLOR_OF[clock.status]} label={label} />;
}
