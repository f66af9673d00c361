// Webhooks (super admins, issue 19): the receivers Steward posts events to, each with its
// deliveries and every attempt; a new one answers its signing secret once, here only.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { ALL_EVENTS, EVENT_TYPES, webhookCreateSchema, type WebhookCreateInput, type WebhookDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { createWebhook, deleteWebhook, redeliverWebhook } from "../../api/notifications-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { bodyResolver, messageOf } from "../../components/form/body-resolver.ts";
import { serverIssuesOf, showServerIssues, topLevelFields } from "../../components/form/server-issues.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { webhookDeliveriesQuery, webhooksQuery } from "../../data/notification-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT, type T } from "../../i18n/i18n-context.ts";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, maxWidth: "70rem" },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  hook: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  hookHead: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", justifyContent: "space-between" },
  url: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: "anywhere" },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: "flex", gap: tokens.spacingHorizontalS },
  table: { width: "100%", borderCollapse: "collapse", fontSize: tokens.fontSizeBase200 },
  cell: { textAlign: "left", padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  events: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))" },
  secret: { fontFamily: tokens.fontFamilyMonospace },
  fieldset: { border: "none", margin: `${tokens.spacingVerticalM} 0 0 0`, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

/** An event's name as the reader says it; a type this dashboard does not know yet shows as sent. */
function eventLabel(t: T, type: string): string {
  if (type === ALL_EVENTS) return t("webhooks.allEvents");
  return (EVENT_TYPES as readonly string[]).includes(type) ? t(`events.${type as (typeof EVENT_TYPES)[number]}`) : type;
}

function Deliveries({ hook }: { hook: WebhookDoc }) {
  const formats = useFormats();
  const t = useT();
  const styles = useStyles();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const deliveries = useQuery(webhookDeliveriesQuery(api, hook.id, { page: 1, limit: 10 }));
  if (deliveries.isError) return <MessageBar intent="error"><MessageBarBody><FailureExplanation error={deliveries.error} /></MessageBarBody></MessageBar>;
  if (!deliveries.data) return <p>{t("common.loading")}</p>;
  if (deliveries.data.docs.length === 0) return <p className={styles.meta}>{t("webhooks.noDeliveries")}</p>;
  const again = async (deliveryId: number) => {
    try {
      await redeliverWebhook(api, hook.id, deliveryId);
      notify.success(t("webhooks.redelivered"));
      await invalidateAfter(queryClient, "webhook");
    } catch {
      notify.error(t("webhooks.failed"));
    }
  };
  return (
    <table className={styles.table} aria-label={t("webhooks.deliveriesOf", { url: hook.url })}>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">{t("webhooks.events")}</th>
          <th className={styles.cell} scope="col">{t("webhooks.status")}</th>
          <th className={styles.cell} scope="col">{t("webhooks.attempts")}</th>
          <th className={styles.cell} scope="col">{t("webhooks.lastAttempt")}</th>
          <th className={styles.cell} scope="col">{t("webhooks.action")}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.docs.map((d) => {
          const last = d.attempts.at(-1);
          return (
            <tr key={d.id}>
              <td className={styles.cell}>{eventLabel(t, d.event.type)}</td>
              <td className={styles.cell}>{t(`webhooks.deliveryStatus.${d.status}`)}</td>
              <td className={styles.cell}>{d.attempts.length}</td>
              <td className={styles.cell}>{last ? t("webhooks.attemptAt", { at: formats.dateTime(last.at), outcome: last.error ?? `HTTP ${last.status}`, ms: formats.number(last.durationMs) }) : "-"}</td>
              <td className={styles.cell}>
                <Button size="small" onClick={() => void again(d.id)} disabled={d.status === "pending"}>
                  {t("webhooks.redeliver")}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface CreateValues {
  url: string;
  all: boolean;
  /** One per catalogue entry, in EVENT_TYPES order (event names hold dots, which forms read as paths). */
  chosen: boolean[];
}

const bodyOf = (v: CreateValues): WebhookCreateInput => ({ url: v.url.trim(), events: v.all ? [ALL_EVENTS] : EVENT_TYPES.filter((_, i) => v.chosen[i]) });
const resolver = bodyResolver<CreateValues, WebhookCreateInput>(webhookCreateSchema, bodyOf);

function EventCheckbox({ control, index }: { control: ReturnType<typeof useForm<CreateValues, unknown, WebhookCreateInput>>["control"]; index: number }) {
  const t = useT();
  const { field } = useController({ control, name: `chosen.${index}` });
  return <Checkbox label={t(`events.${EVENT_TYPES[index]!}`)} checked={Boolean(field.value)} onChange={(_e, data) => field.onChange(data.checked === true)} />;
}

function CreateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<CreateValues, unknown, WebhookCreateInput>({ resolver, defaultValues: { url: "", all: false, chosen: EVENT_TYPES.map(() => false) } });
  const url = useController({ control: form.control, name: "url" });
  const all = useController({ control: form.control, name: "all" });
  const close = () => {
    setSecret(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await createWebhook(api, body);
      setSecret(created.secret);
      notify.success(t("webhooks.created"));
      await invalidateAfter(queryClient, "webhook");
    } catch (error) {
      const issues = serverIssuesOf(error);
      if (issues) showServerIssues(form.setError, issues, topLevelFields<CreateValues>(["url"]));
      else notify.error(t("webhooks.failed"));
    }
  });
  const eventsMessage = messageOf(form.formState.errors.chosen) ?? messageOf((form.formState.errors as Record<string, unknown>)["events"]);
  const eventsError = eventsMessage && localize(eventsMessage);
  const urlError = form.formState.errors.url?.message;
  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && !form.formState.isSubmitting && close()}>
      <DialogSurface>
        {secret ? (
          <DialogBody>
            <DialogTitle>{t("webhooks.secretTitle")}</DialogTitle>
            <DialogContent>
              <p>{t("webhooks.secretBody")}</p>
              <Input className={styles.secret} readOnly value={secret} aria-label={t("webhooks.secretTitle")} style={{ width: "100%" }} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={close}>{t("webhooks.close")}</Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <form onSubmit={submit} noValidate>
            <DialogBody>
              <DialogTitle>{t("webhooks.add")}</DialogTitle>
              <DialogContent>
                <Field label={t("webhooks.url")} required validationMessage={urlError && localize(urlError)}>
                  <Input type="url" name={url.field.name} value={url.field.value} onBlur={url.field.onBlur} onChange={(_e, data) => url.field.onChange(data.value)} placeholder="https://chat.example.org/hooks/steward" />
                </Field>
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t("webhooks.events")}</legend>
                  <Checkbox label={t("webhooks.allEvents")} checked={all.field.value} onChange={(_e, data) => all.field.onChange(data.checked === true)} />
                  {!all.field.value && (
                    <div className={styles.events}>
                      {EVENT_TYPES.map((type, index) => (
                        <EventCheckbox key={type} control={form.control} index={index} />
                      ))}
                    </div>
                  )}
                  {eventsError && (
                    <div role="alert" className={styles.error}>
                      {eventsError}
                    </div>
                  )}
                </fieldset>
              </DialogContent>
              <DialogActions>
                <Button onClick={close} disabled={form.formState.isSubmitting}>{t("webhooks.cancel")}</Button>
                <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>{t("webhooks.create")}</Button>
              </DialogActions>
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
}

export function WebhooksPage() {
  const formats = useFormats();
  const t = useT();
  const styles = useStyles();
  const { api } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const hooks = useQuery(webhooksQuery(api));
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<WebhookDoc | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteWebhook(api, deleting.id);
      notify.success(t("webhooks.deleted"));
      setDeleting(null);
      await invalidateAfter(queryClient, "webhook");
    } catch {
      setRefusal(t("webhooks.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <PageHeader
        title={t("webhooks.title")}
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setCreating(true)}>
            {t("webhooks.add")}
          </Button>
        }
      />
      <p className={styles.intro}>{t("webhooks.intro")}</p>
      {hooks.isError && !hooks.data ? (
        <MessageBar intent="error"><MessageBarBody><FailureExplanation error={hooks.error} /></MessageBarBody></MessageBar>
      ) : !hooks.data ? (
        <p>{t("common.loading")}</p>
      ) : hooks.data.length === 0 ? (
        <p>{t("webhooks.none")}</p>
      ) : (
        hooks.data.map((hook) => (
          <section key={hook.id} className={styles.hook} aria-label={hook.url}>
            <div className={styles.hookHead}>
              <div>
                <div className={styles.url}>{hook.url}</div>
                <div className={styles.meta}>
                  {hook.events.map((type) => eventLabel(t, type)).join(", ")} · {t("webhooks.createdOn", { date: formats.dateTime(hook.createdAt) })}
                  {hook.createdBy ? ` · ${hook.createdBy.name}` : ""}
                </div>
              </div>
              <div className={styles.actions}>
                <Button onClick={() => setOpen(open === hook.id ? null : hook.id)} aria-expanded={open === hook.id}>
                  {t("webhooks.deliveries")}
                </Button>
                <Button
                  onClick={() => {
                    setRefusal(null);
                    setDeleting(hook);
                  }}
                >
                  {t("webhooks.delete")}
                </Button>
              </div>
            </div>
            {open === hook.id && <Deliveries hook={hook} />}
          </section>
        ))
      )}
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("webhooks.deleteTitle")}
        confirmLabel={t("webhooks.delete")}
        busy={busy}
        refusal={refusal}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting?.url}</p>
        <p>{t("webhooks.deleteBody")}</p>
      </ConfirmDialog>
    </div>
  );
}
