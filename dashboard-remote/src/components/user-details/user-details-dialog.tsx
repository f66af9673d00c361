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
import { ROLE_LABELS, UI, reviewDecisionSchema, type ReviewRequestDoc, type UserDetailDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { decideReviewRequest } from "../../api/review-requests-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { userQuery } from "../../data/users-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { LABELS, USER_TEXTS } from "../../texts.ts";
import { bodyResolver } from "../form/body-resolver.ts";
import { FormTextarea } from "../form/form-controls.tsx";
import { StatusBadge } from "../status-badge.tsx";
import { useUserDetailsStyles } from "./user-details.styles.ts";
import { formatDate } from "../format/date-format.ts";
import { OffboardButton } from "../offboarding/offboard-button.tsx";
import { FailureExplanation } from "../failure/failure-explanation.tsx";

export interface UserDetailsDialogProps {
  userId: number;
  open: boolean;
  onClose(): void;
  /** Super admins decide review requests. */
  canReview: boolean;
}

const day = (value: string | null) => (value ? formatDate(value) : null);
const yesNo = (value: boolean) => (value ? USER_TEXTS.yes : USER_TEXTS.no);
const done = (value: boolean) => (value ? UI.completed : UI.incomplete);

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
      notify.success(decision.approved ? USER_TEXTS.userApproved : USER_TEXTS.userRejected);
      onDecided();
    } catch {
      notify.error(USER_TEXTS.reviewFailed);
    }
  };
  // Both buttons submit the same form: the decision is a value of it, so the schema sees it.
  const decide = (approved: boolean) => {
    form.setValue("approved", approved);
    void form.handleSubmit(send)();
  };

  return (
    <section className={styles.review} aria-label={USER_TEXTS.reviewRequest}>
      <h3 className={styles.heading}>{USER_TEXTS.reviewRequest}</h3>
      {request.requestedBy && <p style={{ margin: 0 }}>{`${USER_TEXTS.reviewRequestedBy}: ${request.requestedBy.name}`}</p>}
      <Field label={USER_TEXTS.reason} validationMessage={errors.reason?.message}>
        <FormTextarea control={form.control} name="reason" />
      </Field>
      {/* The product's button order: the other way first, the primary action last. */}
      <div className={styles.reviewActions}>
        <Button disabled={isSubmitting} onClick={() => decide(false)}>
          {USER_TEXTS.reject}
        </Button>
        <Button appearance="primary" disabled={isSubmitting} onClick={() => decide(true)}>
          {USER_TEXTS.approve}
        </Button>
      </div>
    </section>
  );
}

function Details({ user, canReview, onDecided }: { user: UserDetailDoc; canReview: boolean; onDecided(): void }) {
  return (
    <>
      <Section
        title={USER_TEXTS.basicInformation}
        rows={[
          [USER_TEXTS.fullName, user.name],
          [USER_TEXTS.email, user.email],
          [USER_TEXTS.userId, String(user.id)],
          [USER_TEXTS.role, ROLE_LABELS[user.role]],
          [USER_TEXTS.status, <StatusBadge key="status" status={user.status} />],
          [USER_TEXTS.loginAttempts, String(user.loginAttempts)],
        ]}
      />
      <Section
        title={USER_TEXTS.security}
        rows={[
          [USER_TEXTS.twoFactor, user.isEnabledTwoFactor ? USER_TEXTS.enabled : USER_TEXTS.disabled],
          [USER_TEXTS.securePassword, yesNo(user.isInUseSecurePassword)],
          [USER_TEXTS.adminPolicyAgreement, yesNo(user.admin_policy_agreement)],
          [USER_TEXTS.passwordLastUpdated, day(user.passwordUpdatedAt) ?? UI.neverUpdated],
          [USER_TEXTS.lastTraining, day(user.date_of_last_training) ?? UI.noTraining],
          [USER_TEXTS.lastPolicyReview, day(user.date_of_last_policy_review) ?? UI.noReview],
        ]}
      />
      <Section
        title={USER_TEXTS.training}
        rows={[
          [USER_TEXTS.accessibilityTraining, done(user.isCompletedTrainingAccessibility)],
          [USER_TEXTS.riskTraining, done(user.isCompletedTrainingRisk)],
        ]}
      />
      {user.reject_reason && <Section title={USER_TEXTS.rejection} rows={[[USER_TEXTS.reason, user.reject_reason]]} />}
      {canReview && user.reviewRequest?.status === "open" && <ReviewBlock request={user.reviewRequest} onDecided={onDecided} />}
    </>
  );
}

export function UserDetailsDialog({ userId, open, onClose, canReview }: UserDetailsDialogProps) {
  const styles = useUserDetailsStyles();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const query = useQuery(userQuery(api, userId));
  const user = query.data;

  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{user ? user.name : USER_TEXTS.detailsTitle}</DialogTitle>
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
              <p>{LABELS.loading}</p>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{USER_TEXTS.close}</Button>
            {user && <OffboardButton user={user} onOpen={onClose} />}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}


