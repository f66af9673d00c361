import type { HandoverTaskState } from "@steward/shared";
import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const COLORS = { open: "informative", overdue: "danger", done: "success" } as const;

export function HandoverStateBadge({ state }: { state: HandoverTaskState }) {
  const t = useT();
  return (
    <OneLineBadge appearance="tint" shape="rounded" color={COLORS[state]}>
      {t(`handover.states.${state}`)}
    </OneLineBadge>
  );
}
