// One case (issue 34): what was reported, the reporter's contact for those who handle it, the
// 48-hour clock, the timeline, the moves the case may still make, and the evidence for counsel.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens, useRestoreFocusTarget } from "@fluentui/react-components";
import { ArrowDownload20Regular } from "@fluentui/react-icons";
import { CASE_TRANSITIONS, LOCALE_NAMES, type CaseDetailDoc, type CaseTargetState } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { downloadCaseEvidence } from "../../api/cases-api.ts";
import { saveFile } from "../../components/export-menu/save-file.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { ExternalLink, TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { caseKeys, caseQuery, invalidateCases } from "../../data/cases-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { CaseStateDialog } from "./case-state-dialog.tsx";
import { CaseTimeline } from "./case-timeline.tsx";
import { STATE_COLOR } from "./cases-columns.tsx";
import { SlaBadge } from "./sla-badge.tsx";

const route = getRouteApi("/dashboard/cases/$id");

const useStyles = makeStyles({
  page: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  top: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center" },
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: { display: "grid", gridTemplateColumns: "minmax(8rem, max-content) 1fr", gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0, "@media (max-width: 600px)": { gridTemplateColumns: "1fr" } },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  columns: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))", gap: tokens.spacingHorizontalXXL, alignItems: "start" },
});

/** A term and its value; the row is left out when there is nothing to say. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  if (children === null || children === undefined || children === "") return null;
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function EvidenceButtons({ id }: { id: number }) {
  const t = useT();
  const notify = useNotify();
  const { api } = useDashboardServices();
  const [busy, setBusy] = useState<"csv" | "json" | null>(null);
  const download = async (format: "csv" | "json") => {
    setBusy(format);
    try {
      const file = await downloadCaseEvidence(api, id, format);
      saveFile(file.blob, file.fileName ?? `case-${id}-evidence.${format}`);
    } catch {
      notify.error(t("caseDesk.downloadFailed"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button icon={<ArrowDownload20Regular />} disabled={busy !== null} onClick={() => void download("csv")}>
        {t("caseDesk.evidenceCsv")}
      </Button>
      <Button icon={<ArrowDownload20Regular />} disabled={busy !== null} onClick={() => void download("json")}>
        {t("caseDesk.evidenceJson")}
      </Button>
    </>
  );
}

function CaseView({ doc }: { doc: CaseDetailDoc }) {
  const styles = useStyles();
  const t = useT();
  const formats = useFormats();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const restoreFocusTarget = useRestoreFocusTarget();
  const [dialog, setDialog] = useState<{ target: CaseTargetState; open: boolean; key: number } | null>(null);
  const moves = doc.mayChangeState ? CASE_TRANSITIONS[doc.state] : [];
  const closed = CASE_TRANSITIONS[doc.state].length === 0;
  const when = (value: string | null) => (value ? formats.dateTime(value) : null);

  const saved = (next: CaseDetailDoc) => {
    setDialog((d) => (d ? { ...d, open: false } : null));
    queryClient.setQueryData(caseKeys.one(next.id), next);
    notify.success(t("caseDesk.actions.saved", { id: next.id, state: t(`caseDesk.states.${next.state}`) }));
    void invalidateCases(queryClient);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t("caseDesk.caseTitle", { id: doc.id })} actions={<EvidenceButtons id={doc.id} />} />
      <div className={styles.top}>
        <TextLink to="/dashboard/cases">{t("caseDesk.backToCases")}</TextLink>
        <span>{t(`caseDesk.kinds.${doc.kind}`)}</span>
        <StatusBadge status={STATE_COLOR[doc.state]} label={t(`caseDesk.states.${doc.state}`)} />
        {doc.clock && <SlaBadge clock={doc.clock} />}
      </div>

      <section className={styles.section} aria-labelledby="case-actions">
        <h2 id="case-actions" className={styles.heading}>
          {t("caseDesk.actions.heading")}
        </h2>
        {closed ? (
          <p>{t("caseDesk.actions.closed")}</p>
        ) : moves.length === 0 ? (
          <p>{t("caseDesk.actions.readOnly")}</p>
        ) : (
          <div className={styles.actions}>
            {moves.map((target) => (
              <Button key={target} {...restoreFocusTarget} appearance={target === "removed" ? "primary" : "secondary"} onClick={() => setDialog((d) => ({ target, open: true, key: (d?.key ?? 0) + 1 }))}>
                {t(`caseDesk.actions.${target}`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="case-details">
          <h2 id="case-details" className={styles.heading}>
            {t("caseDesk.details")}
          </h2>
          <dl className={styles.facts}>
            <Fact term={t("caseDesk.facts.account")}>{doc.account ? <ExternalLink href={doc.account.profileUrl}>{doc.account.name}</ExternalLink> : doc.officialAccountUrl}</Fact>
            <Fact term={t("caseDesk.facts.impostorUrl")}>{doc.impostorUrl}</Fact>
            <Fact term={t("caseDesk.facts.contentUrl")}>{doc.contentUrl}</Fact>
            <Fact term={t("caseDesk.facts.contentKind")}>{doc.contentKind ? t(`caseDesk.contentKinds.${doc.contentKind}`) : null}</Fact>
            <Fact term={t("caseDesk.facts.claimedUnit")}>{doc.claimedUnitName}</Fact>
            <Fact term={t("caseDesk.facts.evidenceLinks")}>
              {doc.evidenceLinks.length > 0 ? (
                <ul className={styles.value}>
                  {doc.evidenceLinks.map((link) => (
                    <li key={link}>{link}</li>
                  ))}
                </ul>
              ) : null}
            </Fact>
            <Fact term={t("caseDesk.facts.description")}>{doc.description}</Fact>
            <Fact term={t("caseDesk.facts.statement")}>{doc.statement}</Fact>
            <Fact term={t("caseDesk.facts.signature")}>{doc.signature}</Fact>
            <Fact term={t("caseDesk.columns.unit")}>{doc.unit?.name ?? t("caseDesk.superAdmins")}</Fact>
            <Fact term={t("caseDesk.facts.owners")}>{doc.owners.map((o) => o.name).join(", ")}</Fact>
            <Fact term={t("caseDesk.facts.reportedAt")}>{when(doc.reportedAt)}</Fact>
            <Fact term={t("caseDesk.facts.confirmedAt")}>{when(doc.confirmedAt)}</Fact>
            <Fact term={t("caseDesk.facts.closedAt")}>{when(doc.closedAt)}</Fact>
            <Fact term={t("caseDesk.facts.refusalReason")}>{doc.refusalReason}</Fact>
            <Fact term={t("caseDesk.facts.platformTicket")}>{doc.platformTicket}</Fact>
          </dl>
        </section>

        <div className={styles.page}>
          {doc.clock && (
            <section className={styles.section} aria-labelledby="case-clock">
              <h2 id="case-clock" className={styles.heading}>
                {t("caseDesk.clock")}
              </h2>
              <div>
                <SlaBadge clock={doc.clock} />
              </div>
              <dl className={styles.facts}>
                <Fact term={t("caseDesk.facts.startedAt")}>{when(doc.clock.startedAt)}</Fact>
                <Fact term={t("caseDesk.facts.dueAt")}>{when(doc.clock.dueAt)}</Fact>
                <Fact term={t("caseDesk.facts.reminderSentAt")}>{when(doc.clock.reminderSentAt)}</Fact>
                <Fact term={t("caseDesk.facts.escalatedAt")}>{when(doc.clock.escalatedAt)}</Fact>
                <Fact term={t("caseDesk.facts.breachedAt")}>{when(doc.clock.breachedAt)}</Fact>
              </dl>
            </section>
          )}
          <section className={styles.section} aria-labelledby="case-reporter">
            <h2 id="case-reporter" className={styles.heading}>
              {t("caseDesk.reporter")}
            </h2>
            {doc.reporter ? (
              <dl className={styles.facts}>
                <Fact term={t("caseDesk.facts.name")}>{doc.reporter.name}</Fact>
                <Fact term={t("caseDesk.facts.email")}>{doc.reporter.email}</Fact>
                <Fact term={t("caseDesk.facts.phone")}>{doc.reporter.phone}</Fact>
                <Fact term={t("caseDesk.facts.language")}>{LOCALE_NAMES[doc.reporter.locale]}</Fact>
              </dl>
            ) : (
              <p>{doc.reporterRedacted ? t("caseDesk.reporterRedacted") : t("caseDesk.reporterHidden")}</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="case-timeline">
            <h2 id="case-timeline" className={styles.heading}>
              {t("caseDesk.timeline")}
            </h2>
            <CaseTimeline entries={doc.timeline} labelledBy="case-timeline" />
          </section>
        </div>
      </div>
      {dialog && <CaseStateDialog key={dialog.key} open={dialog.open} caseDoc={doc} target={dialog.target} onClose={() => setDialog({ ...dialog, open: false })} onSaved={saved} />}
    </div>
  );
}

export function CasePage() {
  const { api } = useDashboardServices();
  const { id } = route.useParams();
  const t = useT();
  const query = useQuery(caseQuery(api, Number(id)));
  if (query.data) return <CaseView doc={query.data} />;
  return (
    <>
      <PageHeader title={t("caseDesk.caseTitle", { id })} />
      {query.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t("caseDesk.noCase")}</MessageBarBody>
        </MessageBar>
      ) : (
        <div>{t("common.loading")}</div>
      )}
    </>
  );
}
