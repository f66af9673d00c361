// The policy page: everyone reads the current version; only the super admin edits and saves a new
// one (product-spec.md section 6). The editor is a separate chunk, loaded by this page only.
import { Button, MessageBar, MessageBarBody, Tooltip, useRestoreFocusTarget } from "@fluentui/react-components";
import { Eye20Regular, Save20Regular } from "@fluentui/react-icons";
import { can, type PolicyDoc, type PolicyDocument } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { publishPolicy } from "../../api/policy-publish-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { useCurrentUser } from "../../components/current-user.ts";
import { LeaveGuard } from "../../components/leave-guard/leave-guard.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { currentPolicyQuery } from "../../data/other-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { usePoliciesPageStyles } from "./policies-page.styles.ts";
import { PolicyPreviewDialog } from "./policy-preview-dialog.tsx";
import { policySaveRefusal } from "./policy-save-refusal.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";

const PolicyEditor = lazy(() => import("../../components/policy-editor/policy-editor.tsx"));

const EMPTY: PolicyDocument = { type: "doc", content: [{ type: "paragraph" }] };


export function PoliciesPage() {
  const formats = useFormats();
  const t = useT();
  const localize = useLocalizeSentence();
  const styles = usePoliciesPageStyles();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mayEdit = can(user.role, "POLICIES", "create");
  const current = useQuery(currentPolicyQuery(api));
  const [published, setPublished] = useState<PolicyDoc | null>(null);
  const [draft, setDraft] = useState<PolicyDocument | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // The preview gives focus back to its button when it closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const [saving, setSaving] = useState(false);
  // Publishing reaches everyone (all must accept again), so it asks first.
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The editor reports only changes the author made; the draft last published is saved work.
  const [publishedDraft, setPublishedDraft] = useState<PolicyDocument | null>(null);
  const unsaved = mayEdit && draft !== null && draft !== publishedDraft;

  const policy = published ?? current.data?.policy ?? null;
  const document = draft ?? policy?.text ?? EMPTY;

  const save = async () => {
    setSaving(true);
    try {
      setPublished(await publishPolicy(api, document));
      setPublishedDraft(draft);
      setConfirming(false);
      notify.success(t("toasts.policySaved"));
      // The author must accept the new version too: the current policy, asked again, says so and
      // the policy gate (reading the same query) opens.
      void invalidateAfter(queryClient, "policy");
    } catch (error) {
      setRefusal(policySaveRefusal(error, t, localize));
    } finally {
      setSaving(false);
    }
  };

  const saveButton = (
    <Button
      appearance="primary"
      icon={<Save20Regular />}
      disabledFocusable={!mayEdit || saving || current.isLoading}
      onClick={() => {
        setRefusal(null);
        setConfirming(true);
      }}
    >
      {saving ? t("ui.saving") : t("policyEditor.save")}
    </Button>
  );

  return (
    <div className={styles.root}>
      <PageHeader
        title={t("pageTitles.policies")}
        actions={
          <>
            <Button {...restoreFocusTarget} icon={<Eye20Regular />} onClick={() => setPreviewing(true)} disabled={current.isLoading && !current.data}>
              {t("policyEditor.preview")}
            </Button>
            {mayEdit ? (
              saveButton
            ) : (
              <Tooltip content={t("ui.onlySuperAdminSavesTooltip")} relationship="description" withArrow>
                {saveButton}
              </Tooltip>
            )}
          </>
        }
      />
      {!mayEdit && (
        <MessageBar intent="info">
          <MessageBarBody>{t("ui.noPermissionToSavePolicies")}</MessageBarBody>
        </MessageBar>
      )}
      {current.isError && !current.data ? (
        <MessageBar intent="error">
          <MessageBarBody><FailureExplanation error={current.error} /></MessageBarBody>
        </MessageBar>
      ) : current.data ? (
        <>
          <div className={styles.meta}>{policy ? t("policyEditor.version", { version: policy.version, date: formats.dateTime(policy.createdAt) }) : t("policyEditor.noPolicy")}</div>
          <Suspense fallback={<div>{t("policyEditor.loadingEditor")}</div>}>
            <PolicyEditor initial={current.data.policy?.text ?? null} editable={mayEdit} onChange={setDraft} />
          </Suspense>
        </>
      ) : (
        <div>{t("common.loading")}</div>
      )}
      <LeaveGuard unsaved={unsaved && !saving} />
      <ConfirmDialog
        open={confirming}
        title={t("confirm.publishTitle")}
        confirmLabel={t("confirm.publish")}
        busyLabel={t("confirm.publishing")}
        busy={saving}
        refusal={refusal}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("confirm.publishBody")}</p>
      </ConfirmDialog>
      <PolicyPreviewDialog open={previewing} document={document} onClose={() => setPreviewing(false)} />
    </div>
  );
}
