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
import { HANDOVER_TEXTS as T } from "../../components/offboarding/offboarding-texts.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { handoverTaskListQuery } from "../../data/offboarding-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { handoverTaskListParams } from "./handover-tasks-query.ts";

const FILTERS: readonly DataTableFilter[] = [{ columnId: "state", title: T.state, options: HANDOVER_TASK_STATES.map((s) => ({ value: s, label: T.states[s] })) }];

function MarkDone({ task, onOpen }: { task: HandoverTaskDoc; onOpen(task: HandoverTaskDoc): void }) {
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button {...restoreFocusTarget} size="small" onClick={() => onOpen(task)} aria-label={T.markDoneOf(T.kind(task.kind), task.socialMedia.name)}>
      {T.markDone}
    </Button>
  );
}

const route = getRouteApi("/dashboard/handover-tasks");

export function HandoverTasksPage() {
  const actor = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const formats = useFormats();
  const list = useTableQuery(search, navigate, handoverTaskListParams, handoverTaskListQuery);
  const [closing, setClosing] = useState<{ task: HandoverTaskDoc; open: boolean; key: number } | null>(null);

  const columns = useMemo<ColumnDef<HandoverTaskDoc>[]>(
    () => [
      { id: "account", header: T.account, accessorFn: (t) => t.socialMedia.name, enableSorting: false, enableHiding: false },
      { id: "task", header: T.task, accessorFn: (t) => T.kind(t.kind), enableSorting: false },
      { id: "user", header: T.leaver, accessorFn: (t) => t.user.name, enableSorting: false },
      { id: "assignee", header: T.assignee, accessorFn: (t) => t.assignee?.name ?? T.unassigned, enableSorting: false },
      { id: "dueAt", meta: { fit: true }, header: T.due, accessorFn: (t) => t.dueAt, cell: DateCell },
      { id: "state", meta: { fit: true }, header: T.state, accessorFn: (t) => t.state, cell: ({ row }) => <HandoverStateBadge state={row.original.state} /> },
      {
        id: "actions",
        meta: { fit: true },
        header: T.actions,
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const task = row.original;
          // The server decides scope; a unit admin sees only tasks in scope or their own.
          const may = task.state !== "done" && mayCloseHandoverTask(actor, { assigneeId: task.assignee?.id ?? null }, true);
          return may ? <MarkDone task={task} onOpen={(t) => setClosing((prev) => ({ task: t, open: true, key: (prev?.key ?? 0) + 1 }))} /> : task.doneBy ? T.doneBy(task.doneBy.name, formats.date(task.doneAt ?? "")) : null;
        },
      },
    ],
    [actor, formats],
  );

  return (
    <>
      <PageHeader title={T.pageTitle} />
      <DataTable<HandoverTaskDoc> label={T.pageTitle} columns={columns} {...list.table} filters={FILTERS} getRowId={(t) => String(t.id)} />
      {closing && <CloseTaskDialog key={closing.key} task={closing.task} open={closing.open} onClose={() => setClosing({ ...closing, open: false })} />}
    </>
  );
}
