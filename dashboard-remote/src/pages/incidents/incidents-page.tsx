// Incidents (issue 34): accounts reported compromised in the caller's scope, open first by default
// (newest first), filtered by state, searched by account or summary; each opens its playbook page.
// Super admins edit the playbook template here too (a section that loads only when opened).
import { Button } from "@fluentui/react-components";
import { OneLineBadge } from "../../components/badge/one-line-badge.tsx";
import { INCIDENT_STATES, isSuperAdmin, type IncidentDoc } from "@steward/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useMemo, useState } from "react";
import { useCurrentUser } from "../../components/current-user.ts";
import { DataTable, type DataTableFilter } from "../../components/data-table/data-table.tsx";
import { DateTimeCell } from "../../components/format/date-cells.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { EmptyState, useListEmptyState } from "../../components/help/empty-state.tsx";
import { incidentListQuery } from "../../data/incidents-queries.ts";
import { useTableQuery } from "../../hooks/use-table-query.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { incidentListParams } from "./incidents-query.ts";

const PlaybookEditor = lazy(() => import("./playbook-editor.tsx").then((m) => ({ default: m.PlaybookEditor })));

const route = getRouteApi("/dashboard/incidents");

export function IncidentStateBadge({ state }: { state: IncidentDoc["state"] }) {
  const t = useT();
  return (
    <OneLineBadge appearance="tint" color={state === "open" ? "danger" : "success"}>
      {t(`incidents.states.${state}`)}
    </OneLineBadge>
  );
}

export function IncidentsPage() {
  const t = useT();
  const actor = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useTableQuery(search, navigate, incidentListParams, incidentListQuery);
  const empty = useListEmptyState(search, list.table.onStateChange, <EmptyState text={t("incidents.empty")} />);
  const [editing, setEditing] = useState(false);

  const filters = useMemo<readonly DataTableFilter[]>(
    () => [{ columnId: "state", title: t("incidents.state"), options: INCIDENT_STATES.map((state) => ({ value: state, label: t(`incidents.states.${state}`) })) }],
    [t],
  );
  const columns = useMemo<ColumnDef<IncidentDoc>[]>(
    () => [
      {
        id: "account",
        header: t("incidents.account"),
        accessorFn: (incident) => incident.socialMedia.name,
        enableHiding: false,
        cell: ({ row }) => (
          <TextLink to="/dashboard/incidents/$id" params={{ id: String(row.original.id) }} aria-label={t("incidents.open", { account: row.original.socialMedia.name })}>
            {row.original.socialMedia.name}
          </TextLink>
        ),
      },
      { id: "unit", header: t("incidents.unit"), accessorFn: (incident) => incident.unit?.name ?? "", enableSorting: false },
      { id: "state", meta: { fit: true }, header: t("incidents.state"), accessorFn: (incident) => incident.state, enableSorting: false, cell: ({ row }) => <IncidentStateBadge state={row.original.state} /> },
      {
        id: "progress",
        meta: { fit: true },
        header: t("incidents.progress"),
        enableSorting: false,
        accessorFn: (incident) => t("incidents.progressValue", { done: incident.stepsDone, total: incident.stepsTotal }),
      },
      { id: "openedAt", meta: { fit: true }, header: t("incidents.openedAt"), accessorFn: (incident) => incident.openedAt, cell: DateTimeCell },
      { id: "closedAt", meta: { fit: true }, header: t("incidents.closedAt"), accessorFn: (incident) => incident.closedAt ?? "", cell: DateTimeCell },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t("incidents.pageTitle")}
        actions={
          isSuperAdmin(actor.role) ? (
            <Button aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
              {editing ? t("incidents.hidePlaybook") : t("incidents.editPlaybook")}
            </Button>
          ) : undefined
        }
      />
      <p>{t("incidents.intro")}</p>
      {editing && (
        <Suspense fallback={null}>
          <PlaybookEditor />
        </Suspense>
      )}
      <DataTable<IncidentDoc> label={t("incidents.pageTitle")} columns={columns} {...list.table} filters={filters} getRowId={(incident) => String(incident.id)} empty={empty} />
    </>
  );
}
