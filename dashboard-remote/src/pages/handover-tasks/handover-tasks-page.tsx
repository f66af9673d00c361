// Handover tasks (issue 19): every task of the accounts in the caller's scope and those assigned to
// them, filtered by state (and, from the offboarding wizard, by the person who left), each marked
// done with a note by those who may (shared/offboarding-rules.ts mayCloseHandoverTask).
import { Button, useRestoreFocusTarget } from "@fluentui/react-components";
import { HANDOVER_TASK_STATES, mayCloseHandoverTask, type HandoverTaskDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { DateCell } from "../../components/format/date-cells.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { CloseTaskDialog } from "../../components/offboarding/close-task-dialog.tsx";
import { HandoverStateBadge } from "../../components/offboarding/handover-state-badge.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { TermInfo } from "../../components/help/term-info.tsx";
import { handoverTaskListQuery } from "../../data/offboarding-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { handoverTaskListParams } from "./handover-tasks-query.ts";

function MarkDone({ task, onOpen }: { task: HandoverTaskDoc; onOpen(task: HandoverTaskDoc): void }) {
  const t = useT();
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      {...restoreFocusTarget}
      size="small"
      onClick={() => onOpen(task)}
      aria-label={t("handover.markDoneOf", { task: t(`handoverTasks.${task.kind}`), account: task.socialMedia.name })}
    >
      {t("handover.markDone")}
    </Button>
  );
}

const route = getRouteApi("/dashboard/handover-tasks");

export function HandoverTasksPage() {
  const t = useT();
  const actor = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const formats = useFormats();
  const list = useTableQuery(search, navigate, handoverTaskListParams, handoverTaskListQuery);
  const empty = useListEmptyState(search, list.table.onStateChange, <EmptyState text={t("dailyWork.empty.handover")} />);
  const [closing, setClosing] = useState<{ task: HandoverTaskDoc; open: boolean; key: number } | null>(null);

  const filters = useMemo<readonly DataTableFilter[]>(
    () => [{ columnId: "state", title: t("handover.state"), options: HANDOVER_TASK_STATES.map((state) => ({ value: state, label: t(`handover.states.${state}`) })) }],
    [t],
  );
  const columns = useMemo<ColumnDef<HandoverTaskDoc>[]>(
    () => [
      { id: "account", header: t("handover.account"), accessorFn: (task) => task.socialMedia.name, enableSorting: false, enableHiding: false },
      { id: "task", header: t("handover.task"), accessorFn: (task) => t(`handoverTasks.${task.kind}`), enableSorting: false },
      { id: "user", header: t("handover.leaver"), accessorFn: (task) => task.user.name, enableSorting: false },
      { id: "assignee", header: t("handover.assignee"), accessorFn: (task) => task.assignee?.name ?? t("handover.unassigned"), enableSorting: false },
      { id: "dueAt", meta: { fit: true }, header: t("handover.due"), accessorFn: (task) => task.dueAt, cell: DateCell },
      { id: "state", meta: { fit: true }, header: t("handover.state"), accessorFn: (task) => task.state, cell: ({ row }) => <HandoverStateBadge state={row.original.state} /> },
      {
        id: "actions",
        meta: { fit: true },
        header: t("handover.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const task = row.original;
          // The server decides scope; a unit admin sees only tasks in scope or their own.
          const may = task.state !== "done" && mayCloseHandoverTask(actor, { assigneeId: task.assignee?.id ?? null }, true);
          return may ? <MarkDone task={task} onOpen={(chosen) => setClosing((prev) => ({ task: chosen, open: true, key: (prev?.key ?? 0) + 1 }))} /> : task.doneBy ? t("handover.doneBy", { name: task.doneBy.name, when: formats.date(task.doneAt ?? "") }) : null;
        },
      },
    ],
    [actor, formats, t],
  );

  return (
    <>
      <PageHeader title={t("handover.pageTitle")} help={<TermInfo term="handover" />} />
      <DataTable<HandoverTaskDoc> label={t("handover.pageTitle")} columns={columns} {...list.table} filters={filters} getRowId={(task) => String(task.id)} empty={empty} />
      {closing && <CloseTaskDialog key={closing.key} task={closing.task} open={closing.open} onClose={() => setClosing({ ...closing, open: false })} />}
    </>
  );
}
