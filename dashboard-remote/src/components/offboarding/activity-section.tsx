// The account details' Activity section (issue 19): the last activity and where it came from, how
// long the account has been quiet and whether it is dormant; for the platforms the daily refresh
// does not read, a date recorded by hand by those who may (shared/offboarding-rules.ts).
import { Button, Field } from "@fluentui/react-components";
import { activityRecordSchema, mayRecordActivity, type ActivityRecordInput, type SocialMediaDetailDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { recordAccountActivity } from "../../api/offboarding-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { accountActivityQuery } from "../../data/offboarding-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { FactList, Section } from "../account-details/fact-list.tsx";
import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { useCurrentUser } from "../current-user.ts";
import { useFormats } from "../format/use-formats.tsx";
import { FormDateInput } from "../form/form-controls.tsx";
import { bodyResolver } from "../form/body-resolver.ts";
import { DORMANCY_TEXTS as T } from "./offboarding-texts.ts";

interface Values {
  lastActivityOn: string;
}

function RecordForm({ accountId }: { accountId: number }) {
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const resolver = useMemo(() => bodyResolver<Values, ActivityRecordInput>(activityRecordSchema, (v) => ({ lastActivityOn: v.lastActivityOn })), []);
  const form = useForm<Values, unknown, ActivityRecordInput>({ resolver, defaultValues: { lastActivityOn: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ lastActivityOn }: ActivityRecordInput) => {
    try {
      await recordAccountActivity(api, accountId, lastActivityOn);
      notify.success(T.recorded);
      form.reset({ lastActivityOn: "" });
      await invalidateAfter(queryClient, "activity");
    } catch (error) {
      const issue = error instanceof ApiError && isValidationErrorBody(error.body) ? error.body.errors[0]?.message : undefined;
      form.setError("lastActivityOn", { message: issue ?? T.failed });
    }
  };
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate style={{ display: "flex", alignItems: "flex-end", gap: 8, flexWrap: "wrap" }}>
      <Field label={T.dateLabel} validationMessage={errors.lastActivityOn?.message}>
        <FormDateInput control={form.control} name="lastActivityOn" />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? T.recording : T.record}
      </Button>
    </form>
  );
}

export function ActivitySection({ account }: { account: SocialMediaDetailDoc }) {
  const formats = useFormats();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const query = useQuery(accountActivityQuery(api, account.id));
  const activity = query.data;
  if (!activity) return null;
  const may = mayRecordActivity(
    actor,
    { adminIds: [account.primaryAdmin?.id, account.backupAdmin?.id].filter((v): v is number => v !== undefined), managerIds: account.socialMediaManagers.map((m) => m.id) },
    true,
  );
  return (
    <Section title={T.section}>
      <FactList
        facts={[
          [T.lastActivity, activity.lastActivityAt ? formats.date(activity.lastActivityAt) : T.noneKnown],
          [T.source, activity.source ? `${T.sources[activity.source]}${activity.recordedBy ? ` ${T.recordedBy(activity.recordedBy.name)}` : ""}` : T.noneKnown],
          [
            activity.dormant ? T.dormant : T.active,
            <span key="idle" style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
              {activity.dormant && (
                <OneLineBadge appearance="tint" shape="rounded" color="warning">
                  {T.dormant}
                </OneLineBadge>
              )}
              {T.idle(activity.idleDays, activity.dormantDays)}
            </span>,
          ],
        ]}
      />
      {activity.refreshed ? (
        <span style={{ opacity: 0.8 }}>
          {T.refreshed}
          {activity.refreshError ? ` ${T.refreshError(activity.refreshError)}` : ""}
        </span>
      ) : (
        may && <RecordForm accountId={account.id} />
      )}
    </Section>
  );
}
