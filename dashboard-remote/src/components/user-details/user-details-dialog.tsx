// The user details dialog of product-spec.md section 2, with the open review request and its
// decision for super admins (decisions.md: reason required on reject).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
} from "@fluentui/react-components";
import { reviewDecisionSchema, type ReviewRequestDoc, type UserDetailDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { decideReviewRequest } from "../../api/review-requests-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { userQuery } from "../../data/users-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { bodyResolver } from "../form/body-resolver.ts";
import { FormTextarea } from "../form/form-controls.tsx";
import { StatusBadge } from "../status-badge.tsx";
import { useUserDetailsStyles } from "./user-details.styles.ts";
import { useFormats } from "../format/use-formats.tsx";
import { OffboardButton } from "../offboarding/offboard-button.tsx";
import { FailureExplanation } from "../failure/failure-explanation.tsx";

export interface UserDetailsDialogProps {
  userId: number;
  open: boolean;
  onClose(): void;
  /** Super admins decide review requests. */
  canReview: boolean;
}


function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const styles = useUserDetailsStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface ReviewValues {
  approved: boolean;
  reason: string;
}

type ReviewDecision = Parameters<typeof decideReviewRequest>[1];

function ReviewBlock({ request, onDecided }: { request: ReviewRequestDoc; onDecided(): void }) {
  const styles = useUserDetailsStyles();
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const resolver = useMemo(
    () =>
      bodyResolver<ReviewValues, ReviewDecision>(reviewDecisionSchema, (v) => ({
        id: request.id,
        approved: v.approved,
        ...(v.reason.trim() ? { reason: v.reason } : {}),
      })),
    [request.id],
  );
  const form = useForm<ReviewValues, unknown, ReviewDecision>({ resolver, defaultValues: { approved: true, reason: "" } });
  const { errors, isSubmitting } = form.formState;

  const send = async (decision: ReviewDecision) => {
    try {
      await decideReviewRequest(api, decision);
      notify.success(decision.approved ? t("users.userApproved") : t("users.userRejected"));
      onDecided();
    } catch {
      notify.error(t("users.reviewFailed"));
    }
  };
  // Both buttons submit the same form: the decision is a value of it, so the schema sees it.
  const decide = (approved: boolean) => {
    form.setValue("approved", approved);
    void form.handleSubmit(send)();
  };

  return (
    <section className={styles.review} aria-label={t("users.reviewRequest")}>
      <h3 className={styles.heading}>{t("users.reviewRequest")}</h3>
      {request.requestedBy && <p style={{ margin: 0 }}>{t("users.reviewRequestedByName", { name: request.requestedBy.name })}</p>}
      <Field label={t("users.reason")} validationMessage={errors.reason?.message === undefined ? undefined : localize(errors.reason.message)}>
        <FormTextarea control={form.control} name="reason" />
      </Field>
      {/* The product's button order: the other way first, the primary action last. */}
      <div className={styles.reviewActions}>
        <Button disabled={isSubmitting} onClick={() => decide(false)}>
          {t("users.reject")}
        </Button>
        <Button appearance="primary" disabled={isSubmitting} onClick={() => decide(true)}>
          {t("users.approve")}
        </Button>
      </div>
    </section>
  );
}

function Details({ user, canReview, onDecided }: { user: UserDetailDoc; canReview: boolean; onDecided(): void }) {
  const t = useT();
  const formats = useFormats();
  const yesNo = (value: boolean) => (value ? t("users.yes") : t("users.no"));
  const done = (value: boolean) => (value ? t("ui.completed") : t("ui.incomplete"));
  const day = (value: string | null) => (value ? formats.date(value) : null);
  return (
    <>
      <Section
        title={t("users.basicInformation")}
        rows={[
          [t("users.fullName"), user.name],
          [t("users.email"), user.email],
          [t("users.userId"), String(user.id)],
          [t("users.role"), t(`roles.${user.role}`)],
          [t("users.status"), <StatusBadge key="status" status={user.status} label={t(`userStatuses.${user.status}`)} />],
          [t("users.loginAttempts"), String(user.loginAttempts)],
        ]}
      />
      <Section
        title={t("users.security")}
        rows={[
          [t("users.twoFactor"), user.isEnabledTwoFactor ? t("users.enabled") : t("users.disabled")],
          [t("users.securePassword"), yesNo(user.isInUseSecurePassword)],
          [t("users.adminPolicyAgreement"), yesNo(user.admin_policy_agreement)],
          [t("users.passwordLastUpdated"), day(user.passwordUpdatedAt) ?? t("ui.neverUpdated")],
          [t("users.lastTraining"), day(user.date_of_last_training) ?? t("ui.noTraining")],
          [t("users.lastPolicyReview"), day(user.date_of_last_policy_review) ?? t("ui.noReview")],
        ]}
      />
      <Section
        title={t("users.training")}
        rows={[
          [t("users.accessibilityTraining"), done(user.isCompletedTrainingAccessibility)],
          [t("users.riskTraining"), done(user.isCompletedTrainingRisk)],
        ]}
      />
      {user.reject_reason && <Section title={t("users.rejection")} rows={[[t("users.reason"), user.reject_reason]]} />}
      {canReview && user.reviewRequest?.status === "open" && <ReviewBlock request={user.reviewRequest} onDecided={onDecided} />}
    </>
  );
}

export function UserDetailsDialog({ userId, open, onClose, canReview }: UserDetailsDialogProps) {
  const styles = useUserDetailsStyles();
  const t = useT();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const query = useQuery(userQuery(api, userId));
  const user = query.data;

  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{user ? user.name : t("users.detailsTitle")}</DialogTitle>
          <DialogContent>
            {query.isError ? (
              <p role="alert"><FailureExplanation error={query.error} /></p>
            ) : user ? (
              <Details
                user={user}
                canReview={canReview}
                onDecided={() => void invalidateAfter(queryClient, "reviewDecision")}
              />
            ) : (
              <p>{t("common.loading")}</p>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t("users.close")}</Button>
            {user && <OffboardButton user={user} onOpen={onClose} />}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}


