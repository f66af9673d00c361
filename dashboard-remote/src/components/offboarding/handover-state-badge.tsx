import type { HandoverTaskState } from "@steward/shared";
import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { HANDOVER_TEXTS } from "./offboarding-texts.ts";

const COLORS = { open: "informative", overdue: "danger", done: "success" } as const;

export function HandoverStateBadge({ state }: { state: HandoverTaskState }) {
  return (
    <OneLineBadge appearance="tint" shape="rounded" color={COLORS[state]}>
      {HANDOVER_TEXTS.states[state]}
    </OneLineBadge>
  );
}
