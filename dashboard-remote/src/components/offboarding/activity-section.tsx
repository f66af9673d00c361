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
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

interface Values {
  lastActivityOn: string;
}

function RecordForm({ accountId }: { accountId: number }) {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const resolver = useMemo(() => bodyResolver<Values, ActivityRecordInput>(activityRecordSchema, (v) => ({ lastActivityOn: v.lastActivityOn })), []);
  const form = useForm<Values, unknown, ActivityRecordInput>({ resolver, defaultValues: { lastActivityOn: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ lastActivityOn }: ActivityRecordInput) => {
    try {
      await recordAccountActivity(api, accountId, lastActivityOn);
      notify.success(t("dormancy.recorded"));
      form.reset({ lastActivityOn: "" });
      await invalidateAfter(queryClient, "activity");
    } catch (error) {
      const issue = error instanceof ApiError && isValidationErrorBody(error.body) ? error.body.errors[0]?.message : undefined;
      form.setError("lastActivityOn", { message: issue ?? t("dormancy.failed") });
    }
  };
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate style={{ display: "flex", alignItems: "flex-end", gap: 8, flexWrap: "wrap" }}>
      <Field label={t("dormancy.dateLabel")} validationMessage={errors.lastActivityOn?.message === undefined ? undefined : localize(errors.lastActivityOn.message)}>
        <FormDateInput control={form.control} name="lastActivityOn" />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("dormancy.recording") : t("dormancy.record")}
      </Button>
    </form>
  );
}

export function ActivitySection({ account }: { account: SocialMediaDetailDoc }) {
  const t = useT();
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
    <Section title={t("dormancy.section")}>
      <FactList
        facts={[
          [t("dormancy.lastActivity"), activity.lastActivityAt ? formats.date(activity.lastActivityAt) : t("dormancy.noneKnown")],
          [t("dormancy.source"), activity.source ? activity.recordedBy ? t("dormancy.sourceBy", { source: t(`dormancy.sources.${activity.source}`), name: activity.recordedBy.name }) : t(`dormancy.sources.${activity.source}`) : t("dormancy.noneKnown")],
          [
            activity.dormant ? t("dormancy.dormant") : t("dormancy.active"),
            <span key="idle" style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
              {activity.dormant && (
                <OneLineBadge appearance="tint" shape="rounded" color="warning">
                  {t("dormancy.dormant")}
                </OneLineBadge>
              )}
              {t("dormancy.idle", { days: activity.idleDays, limit: activity.dormantDays })}
            </span>,
          ],
        ]}
      />
      {activity.refreshed ? (
        <span style={{ opacity: 0.8 }}>
          {t("dormancy.refreshed")}
          {activity.refreshError ? ` ${t("dormancy.refreshError", { message: activity.refreshError })}` : ""}
        </span>
      ) : (
        may && <RecordForm accountId={account.id} />
      )}
    </Section>
  );
}
