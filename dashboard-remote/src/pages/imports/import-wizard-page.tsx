// The import wizard (issue 32): choose what to import and the file, map its columns to the
// layout's fields, check every row in a dry run, then import, all or nothing. Each run's progress
// comes from the server's stream; each run's answer lists every row's outcome. The mapping is
// remembered per file layout in this browser (mapping-memory.ts).
import { Button, MessageBar, MessageBarBody } from "@fluentui/react-components";
import { ArrowLeft20Regular, ArrowImport20Regular, CheckmarkCircle20Regular } from "@fluentui/react-icons";
import { type ImportKind, type ImportRunResult, type ImportUpload } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useFailureText } from "../../api/explain-failure.ts";
import { runImport, uploadImport, type ColumnMapping, type ImportRun } from "../../api/imports-api.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { queryKeys } from "../../data/query-keys.ts";
import { useI18n, useLocalizeSentence } from "../../i18n/i18n-context.ts";
import { ChooseStep } from "./choose-step.tsx";
import { useImportStyles } from "./imports.styles.ts";
import { MapStep, missingRequired } from "./map-step.tsx";
import { initialMapping, recallMapping, rememberMapping } from "./mapping-memory.ts";
import { OutcomeTable } from "./outcome-table.tsx";
import { importFailureText } from "./run-failure.ts";
import { RunProgress, type Progress } from "./run-progress.tsx";
import { RunCounts } from "./run-summary.tsx";

const route = getRouteApi("/dashboard/imports/new");

const STEPS = ["choose", "map", "check", "commit"] as const;
type Step = (typeof STEPS)[number];

interface RunState {
  progress: Progress | null;
  result: ImportRunResult | null;
  failure: string | null;
}

function StepList({ current }: { current: Step }) {
  const { t } = useI18n();
  const styles = useImportStyles();
  const at = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t("imports.steps")}>
      {STEPS.map((step, i) => (
        <li key={step} className={i === at ? `${styles.stepItem} ${styles.stepCurrent}` : styles.stepItem} aria-current={i === at ? "step" : undefined}>
          <span className={i === at ? `${styles.stepNumber} ${styles.stepNumberCurrent}` : styles.stepNumber} aria-hidden>
            {i < at ? <CheckmarkCircle20Regular /> : i + 1}
          </span>
          {t(`imports.step.${step}`)}
          {i < at && <span className={styles.visuallyHidden}>{` ${t("imports.stepDone")}`}</span>}
        </li>
      ))}
    </ol>
  );
}

/** One step's section: its heading takes the focus when the step opens, so the keyboard and a screen reader start there. */
function StepSection({ step, headingRef, children }: { step: Step; headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  const { t } = useI18n();
  const styles = useImportStyles();
  return (
    <section className={styles.section} aria-labelledby="import-step-heading">
      <h2 id="import-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t("imports.stepOf", { n: STEPS.indexOf(step) + 1, total: STEPS.length, name: t(`imports.step.${step}`) })}
      </h2>
      {children}
    </section>
  );
}

export function ImportWizardPage() {
  const { api } = useDashboardServices();
  const { t, locale } = useI18n();
  const localize = useLocalizeSentence();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const styles = useImportStyles();
  const search = route.useSearch();

  const [kind, setKind] = useState<ImportKind>(search.kind ?? "accounts");
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [remembered, setRemembered] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [check, setCheck] = useState<RunState | null>(null);
  const [commit, setCommit] = useState<RunState | null>(null);
  const [running, setRunning] = useState<ImportRun | null>(null);

  const step: Step = commit ? "commit" : check ? "check" : upload ? "map" : "choose";
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first step keeps the page's own starting point; every later one moves the focus to its heading.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // A run that answers after the person has left the page changes nothing on screen.
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const failure = (error: unknown) => importFailureText(error, upload?.kind ?? kind, t, locale, localize, failureText);

  const chooseFile = async (file: File) => {
    setProblem(null);
    setUploading(file.name);
    try {
      const answer = await uploadImport(api, kind, file);
      if (!mounted.current) return;
      const recalled = recallMapping(answer.kind, answer.headers);
      setUpload(answer);
      setMapping(initialMapping(answer.kind, answer.headers, answer.suggestedMapping));
      setRemembered(recalled !== null);
      setShowMissing(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
    } catch (error) {
      if (mounted.current) setProblem(failure(error));
    } finally {
      if (mounted.current) setUploading(null);
    }
  };

  const run = async (which: ImportRun) => {
    if (!upload) return;
    const set = which === "dryRun" ? setCheck : setCommit;
    set({ progress: null, result: null, failure: null });
    setRunning(which);
    try {
      const result = await runImport(api, which, upload.id, mapping, (done, total) => {
        if (mounted.current) set((previous) => (previous ? { ...previous, progress: { done, total } } : previous));
      });
      if (!mounted.current) return;
      set((previous) => ({ progress: previous?.progress ?? null, result, failure: null }));
      if (which === "commit") void invalidateAfter(queryClient, "importRun");
      else void queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
    } catch (error) {
      if (mounted.current) set((previous) => ({ progress: previous?.progress ?? null, result: null, failure: failure(error) }));
    } finally {
      if (mounted.current) setRunning(null);
    }
  };

  const startDryRun = () => {
    if (!upload) return;
    if (missingRequired(upload.kind, mapping).length > 0) {
      setShowMissing(true);
      return;
    }
    rememberMapping(upload.kind, upload.headers, mapping);
    void run("dryRun");
  };

  const startOver = () => {
    setUpload(null);
    setCheck(null);
    setCommit(null);
    setProblem(null);
  };

  const checked = check?.result ?? null;
  const refused = checked?.counts.refused ?? 0;
  const changes = checked ? checked.counts.created + checked.counts.updated : 0;

  return (
    <div className={styles.page}>
      <PageHeader title={t("imports.newTitle")} />
      <StepList current={step} />

      {step === "choose" && (
        <StepSection step={step} headingRef={heading}>
          <ChooseStep
            kind={kind}
            onKind={(next) => {
              setKind(next);
              void navigate({ to: "/dashboard/imports/new", search: { kind: next }, replace: true });
            }}
            uploading={uploading}
            problem={problem}
            onFile={(file) => void chooseFile(file)}
            onProblem={setProblem}
          />
        </StepSection>
      )}

      {step === "map" && upload && (
        <StepSection step={step} headingRef={heading}>
          <MapStep
            upload={upload}
            mapping={mapping}
            remembered={remembered}
            showMissing={showMissing}
            onChange={setMapping}
            onUseSuggestion={() => {
              setMapping(upload.suggestedMapping);
              setRemembered(false);
            }}
          />
          {showMissing && missingRequired(upload.kind, mapping).length > 0 && <FormAlert text={t("imports.mappingIncomplete")} />}
          <div className={styles.actions}>
            <Button icon={<ArrowLeft20Regular />} onClick={startOver}>
              {t("imports.chooseAnother")}
            </Button>
            <Button appearance="primary" onClick={startDryRun}>
              {t("imports.dryRun")}
            </Button>
          </div>
        </StepSection>
      )}

      {step === "check" && upload && check && (
        <StepSection step={step} headingRef={heading}>
          {running === "dryRun" && <RunProgress label={t("imports.checking")} progress={check.progress} />}
          <FormAlert text={check.failure} />
          {checked && (
            <>
              <p className={styles.note} role="status">
                {t("imports.checked")}
              </p>
              <RunCounts counts={checked.counts} />
              {refused > 0 ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{t("imports.allOrNothing", { refused })}</MessageBarBody>
                </MessageBar>
              ) : (
                changes === 0 && (
                  <MessageBar intent="info">
                    <MessageBarBody>{t("imports.nothingToChange")}</MessageBarBody>
                  </MessageBar>
                )
              )}
              <OutcomeTable label={t("imports.outcomes")} kind={upload.kind} rows={checked.rows} initialOutcomes={refused > 0 ? ["refused"] : []} />
            </>
          )}
          <div className={styles.actions}>
            <Button icon={<ArrowLeft20Regular />} disabled={running !== null} onClick={() => setCheck(null)}>
              {t("imports.backToMapping")}
            </Button>
            <Button
              appearance="primary"
              icon={<ArrowImport20Regular />}
              // All or nothing: with a refused row nothing could be written, so the button waits for a corrected file.
              disabled={running !== null || !checked || refused > 0}
              onClick={() => void run("commit")}
            >
              {t("imports.commit", { rows: upload.rows })}
            </Button>
          </div>
        </StepSection>
      )}

      {step === "commit" && upload && commit && (
        <StepSection step={step} headingRef={heading}>
          {running === "commit" && <RunProgress label={t("imports.importing")} progress={commit.progress} />}
          <FormAlert text={commit.failure} />
          {commit.result && (
            <>
              {commit.result.committed ? (
                <MessageBar intent="success">
                  <MessageBarBody role="status">{t("imports.committed", commit.result.counts)}</MessageBarBody>
                </MessageBar>
              ) : (
                <MessageBar intent="error">
                  <MessageBarBody role="status">{t("imports.notCommitted", { refused: commit.result.counts.refused })}</MessageBarBody>
                </MessageBar>
              )}
              <RunCounts counts={commit.result.counts} />
              <OutcomeTable
                label={t("imports.outcomesOfCommit")}
                kind={upload.kind}
                rows={commit.result.rows}
                initialOutcomes={commit.result.committed ? [] : ["refused"]}
              />
            </>
          )}
          {running === null && (
            <div className={styles.actions}>
              <TextLink to="/dashboard/imports/$id" params={{ id: String(upload.id) }}>
                {t("imports.openRecord")}
              </TextLink>
              <Button appearance="primary" onClick={startOver}>
                {t("imports.startAnother")}
              </Button>
            </div>
          )}
        </StepSection>
      )}
    </div>
  );
}
