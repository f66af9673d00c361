// The account details' Handover section (issue 19): the handover tasks of this account, newest
// offboarding first, each with its state and, for those who may, Mark done.
import { Button, useRestoreFocusTarget } from "@fluentui/react-components";
import { mayCloseHandoverTask, type HandoverTaskDoc } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { handoverTaskListQuery } from "../../data/offboarding-queries.ts";
import { Section } from "../account-details/fact-list.tsx";
import { useCurrentUser } from "../current-user.ts";
import { useFormats } from "../format/use-formats.tsx";
import { CloseTaskDialog } from "./close-task-dialog.tsx";
import { HandoverStateBadge } from "./handover-state-badge.tsx";
import { useT } from "../../i18n/i18n-context.ts";

function Row({ task, onClose }: { task: HandoverTaskDoc; onClose(task: HandoverTaskDoc): void }) {
  const t = useT();
  const formats = useFormats();
  const actor = useCurrentUser();
  const restoreFocusTarget = useRestoreFocusTarget();
  const may = task.state !== "done" && mayCloseHandoverTask(actor, { assigneeId: task.assignee?.id ?? null }, true);
  return (
    <li style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }}>
      <HandoverStateBadge state={task.state} />
      <span>{t(`handoverTasks.${task.kind}`)}</span>
      <span style={{ opacity: 0.8 }}>
        {t("handover.line", { leaver: task.user.name, assignee: task.assignee?.name ?? t("handover.unassigned"), due: formats.date(task.dueAt) })}
        {task.doneBy ? ` · ${t("handover.doneBy", { name: task.doneBy.name, when: formats.date(task.doneAt ?? "") })}` : ""}
        {task.note ? ` · ${task.note}` : ""}
      </span>
      {may && (
        <Button {...restoreFocusTarget} size="small" onClick={() => onClose(task)} aria-label={t("handover.markDoneOf", { task: t(`handoverTasks.${task.kind}`), account: task.socialMedia.name })}>
          {t("handover.markDone")}
        </Button>
      )}
    </li>
  );
}

export function HandoverSection({ accountId }: { accountId: number }) {
  const t = useT();
  const { api } = useDashboardServices();
  const query = useQuery(handoverTaskListQuery(api, { account: [accountId], limit: 100, sort: "-openedAt" }));
  const [closing, setClosing] = useState<{ task: HandoverTaskDoc; open: boolean; key: number } | null>(null);
  const tasks = query.data?.docs;
  if (!tasks) return null;
  return (
    <Section title={t("handover.section")}>
      {tasks.length === 0 ? (
        <span>{t("handover.none")}</span>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: "none", display: "flex", flexDirection: "column", gap: 6 }}>
          {tasks.map((task) => (
            <Row key={task.id} task={task} onClose={(chosen) => setClosing((prev) => ({ task: chosen, open: true, key: (prev?.key ?? 0) + 1 }))} />
          ))}
        </ul>
      )}
      {closing && <CloseTaskDialog key={closing.key} task={closing.task} open={closing.open} onClose={() => setClosing({ ...closing, open: false })} />}
    </Section>
  );
}
