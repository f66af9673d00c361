// The signed-in person's notification settings (issue 19): per event type, an e-mail right away,
// in the daily or weekly digest, or off. One form (react-hook-form, judged by the API's own
// schema), saved with PUT /api/users/me/notifications.
import { Button, MessageBar, MessageBarBody, Select, makeStyles, tokens } from "@fluentui/react-components";
import { CARDS_MEDIA } from "../../components/data-table/data-table.styles.ts";
import {
  DEFAULT_DELIVERY,
  DELIVERIES,
  EVENT_TYPES,
  notificationPreferencesUpdateSchema,
  type Delivery,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useController, useForm, type Control } from "react-hook-form";
import { saveNotificationPreferences } from "../../api/notifications-api.ts";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { notificationPreferencesQuery } from "../../data/notification-queries.ts";
import { queryKeys } from "../../data/query-keys.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { ProviderLinkSection } from "./provider-link-section.tsx";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, maxWidth: "60rem" },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    // On a phone each event is a block, its choice below it at full width: side by side, the
    // longest choice ("De inmediato (predeterminado)") pushed the page past the screen.
    [`@media ${CARDS_MEDIA}`]: { "& thead": { display: "none" }, "& tbody, & tr, & td": { display: "block" }, "& tr": { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }, "& td": { borderBottom: "none" } },
  },
  head: { textAlign: "left", fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke1}` },
  cell: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: "middle" },
  audience: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  select: { minWidth: "11rem", [`@media ${CARDS_MEDIA}`]: { minWidth: 0, width: "100%" } },
});

/** Event types hold a dot, which react-hook-form reads as a path: the form keeps one value per index. */
interface FormValues {
  deliveries: Delivery[];
}

const valuesOf = (prefs: NotificationPreferences): FormValues => ({ deliveries: EVENT_TYPES.map((t) => prefs[t]) });
const bodyOf = (values: FormValues): NotificationPreferencesUpdate => ({
  preferences: Object.fromEntries(EVENT_TYPES.map((t, i) => [t, values.deliveries[i]])) as NotificationPreferences,
});
const resolver = bodyResolver<FormValues, NotificationPreferencesUpdate>(notificationPreferencesUpdateSchema, bodyOf);

function DeliverySelect({ control, index, label }: { control: Control<FormValues, unknown, NotificationPreferencesUpdate>; index: number; label: string }) {
  const styles = useStyles();
  const t = useT();
  const { field } = useController({ control, name: `deliveries.${index}` });
  const type = EVENT_TYPES[index]!;
  return (
    <Select className={styles.select} aria-label={label} name={field.name} value={field.value} onBlur={field.onBlur} onChange={(_e, data) => field.onChange(data.value)}>
      {DELIVERIES.map((d) => (
        <option key={d} value={d}>
          {d === DEFAULT_DELIVERY[type] ? t("notifications.defaultOption", { delivery: t(`delivery.${d}`) }) : t(`delivery.${d}`)}
        </option>
      ))}
    </Select>
  );
}

export function NotificationsPage() {
  const styles = useStyles();
  const t = useT();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const prefs = useQuery(notificationPreferencesQuery(api));
  const form = useForm<FormValues, unknown, NotificationPreferencesUpdate>({ resolver, defaultValues: valuesOf(DEFAULT_DELIVERY) });
  const { reset, formState } = form;

  useEffect(() => {
    if (prefs.data) reset(valuesOf(prefs.data.preferences));
  }, [prefs.data, reset]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await saveNotificationPreferences(api, body);
      queryClient.setQueryData(queryKeys.notifications.preferences(), saved);
      reset(valuesOf(saved.preferences));
      void invalidateAfter(queryClient, "notificationPreferences");
      notify.success(t("notifications.saved"));
    } catch {
      notify.error(t("notifications.saveFailed"));
    }
  });

  return (
    <div className={styles.root}>
      <form className={styles.root} onSubmit={submit} noValidate>
        <PageHeader
          title={t("notifications.title")}
          actions={
            <>
              <Button onClick={() => reset(valuesOf(DEFAULT_DELIVERY), { keepDefaultValues: true })} disabled={!prefs.data || formState.isSubmitting}>
                {t("notifications.useDefaults")}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={!prefs.data || !formState.isDirty || formState.isSubmitting}>
                {formState.isSubmitting ? t("ui.saving") : t("notifications.save")}
              </Button>
            </>
          }
        />
        <p className={styles.intro}>
          {t("notifications.intro")} {t("notifications.digestTimes")}
        </p>
        {prefs.isError && !prefs.data ? (
          <MessageBar intent="error">
            <MessageBarBody><FailureExplanation error={prefs.error} /></MessageBarBody>
          </MessageBar>
        ) : !prefs.data ? (
          <p>{t("common.loading")}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.head} scope="col">{t("notifications.event")}</th>
                <th className={styles.head} scope="col">{t("notifications.delivery")}</th>
              </tr>
            </thead>
            <tbody>
              {EVENT_TYPES.map((type, index) => (
                <tr key={type}>
                  <td className={styles.cell}>
                    <div>{t(`events.${type}`)}</div>
                    <div className={styles.audience}>
                      {t("notifications.sentToWhom", { audience: t(`eventAudience.${type}`) })}
                    </div>
                  </td>
                  <td className={styles.cell}>
                    <DeliverySelect control={form.control} index={index} label={t(`events.${type}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </form>
      <ProviderLinkSection />
    </div>
  );
}
