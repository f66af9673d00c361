// One import's record (issue 32): who uploaded which file (its whole SHA-256), when, what it held,
// whether and when it was imported, and the outcome of every row of its latest run.
import { MessageBar, MessageBarBody } from "@fluentui/react-components";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useFormats } from "../../components/format/use-formats.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { importQuery } from "../../data/import-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useImportStyles } from "./imports.styles.ts";
import { OutcomeTable } from "./outcome-table.tsx";
import { RunCounts } from "./run-summary.tsx";

const route = getRouteApi("/dashboard/imports/$id");

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useImportStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.note}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

export function ImportRecordPage() {
  const { api } = useDashboardServices();
  const t = useT();
  const formats = useFormats();
  const styles = useImportStyles();
  const { id } = route.useParams();
  const query = useQuery(importQuery(api, Number(id)));
  const back = <TextLink to="/dashboard/imports">{t("imports.backToImports")}</TextLink>;

  if (!query.data) {
    return (
      <div className={styles.page}>
        <PageHeader title={t("imports.recordTitle", { id })} />
        {query.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t("imports.noImport")}</MessageBarBody>
          </MessageBar>
        ) : (
          <div>{t("common.loading")}</div>
        )}
        <div>{back}</div>
      </div>
    );
  }

  const record = query.data;
  return (
    <div className={styles.page}>
      <PageHeader title={t("imports.recordTitle", { id: record.id })} />
      <div>{back}</div>
      <dl className={styles.facts}>
        <Fact term={t("imports.fact.kind")}>{t(`imports.kinds.${record.kind}`)}</Fact>
        <Fact term={t("imports.fact.file")}>{record.fileName}</Fact>
        <Fact term={t("imports.fact.rows")}>{formats.number(record.rows)}</Fact>
        <Fact term={t("imports.fact.state")}>{t(`imports.state.${record.state}`)}</Fact>
        <Fact term={t("imports.fact.by")}>{record.createdBy?.name ?? t("imports.system")}</Fact>
        <Fact term={t("imports.fact.when")}>{formats.dateTime(record.createdAt)}</Fact>
        <Fact term={t("imports.fact.committedAt")}>{record.committedAt ? formats.dateTime(record.committedAt) : t("imports.notCommittedYet")}</Fact>
        <Fact term={t("imports.fact.hash")}>
          <code className={styles.hash}>{record.sha256}</code>
        </Fact>
      </dl>
      {record.counts ? (
        <section className={styles.section} aria-labelledby="import-outcomes">
          <h2 id="import-outcomes" className={styles.heading}>
            {record.lastRunDryRun ? t("imports.outcomesOfDryRun") : t("imports.outcomesOfCommit")}
          </h2>
          <RunCounts counts={record.counts} />
          <OutcomeTable label={record.lastRunDryRun ? t("imports.outcomesOfDryRun") : t("imports.outcomesOfCommit")} kind={record.kind} rows={record.outcomes} />
        </section>
      ) : (
        <p className={styles.note}>{t("imports.noOutcomes")}</p>
      )}
    </div>
  );
}
