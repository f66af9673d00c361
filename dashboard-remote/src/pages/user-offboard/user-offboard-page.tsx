// The offboarding wizard (issue 19), opened from the user's details dialog: what the person holds
// and what blocks their departure, who takes over each account, and a confirmation of everything
// that will happen. One POST does it all; a refusal (a blocker left open, a bad choice) is shown
// in words on the step where it can be answered. Every record is named by its name, every person
// with their e-mail and every unit with where it sits (issue 30: sixteen "Ada Ali" at a real institution).
import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import {
  ERROR_CODES,
  mayOffboardUsers,
  offboardSchema,
  type OffboardInput,
  type OffboardingAccount,
  type OffboardingBlocker,
  type OffboardingImpact,
  type UserRef,
  type FlagCategory,
} from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { offboardUser } from "../../api/offboarding-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { useFormPageStyles } from "../../components/form-page/form-page.styles.ts";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { FormTextarea } from "../../components/form/form-controls.tsx";
import { LoadProblem, NotOffered } from "../../components/load-problem/load-problem.tsx";
import { blockerLine, knownUnitLabel, type BlockerContext } from "../../components/offboarding/blocker-text.ts";
import { personLabel, unitLabel } from "../../components/record-names/record-names.ts";
import { unitPathTitle } from "../../components/unit-name/unit-name.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { offboardingImpactQuery } from "../../data/offboarding-queries.ts";
import { userQuery } from "../../data/users-queries.ts";
import type { PickerItem } from "../../components/pickers/search-picker.tsx";
import { UserPicker } from "../../components/pickers/user-picker.tsx";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT, type T } from "../../i18n/i18n-context.ts";
import { useFailureText } from "../../api/explain-failure.ts";

/** A select's value: "" the default, "none" nobody (backup only), else a user id. */
interface AccountChoice {
  account: number;
  primaryAdmin: string;
  backupAdmin: string;
}

interface WizardValues {
  successor: string;
  accounts: AccountChoice[];
  note: string;
}

/** "No backup administrator", offered first in each backup chooser (no user has id 0); named in the reader's language where it is shown. */
const NO_BACKUP_ID = 0;

/** The wizard's steps, in order (their names are offboarding.steps.*). */
const STEPS = ["holds", "successors", "confirm"] as const;

const held = (a: OffboardingAccount, what: string) => (a.holds as string[]).includes(what);

/** The form as the request: only the choices that differ from the server's defaults are sent. */
function toBody(values: WizardValues): unknown {
  return {
    ...(values.successor ? { successor: Number(values.successor) } : {}),
    accounts: values.accounts
      .filter((c) => c.primaryAdmin !== "" || c.backupAdmin !== "")
      .map((c) => ({
        account: c.account,
        ...(c.primaryAdmin !== "" ? { primaryAdmin: Number(c.primaryAdmin) } : {}),
        ...(c.backupAdmin === "none" ? { backupAdmin: null } : c.backupAdmin !== "" ? { backupAdmin: Number(c.backupAdmin) } : {}),
      })),
    ...(values.note.trim() ? { note: values.note } : {}),
  };
}

/** Who an account ends up with, as the server will decide it (offboarding-service planAccounts). */
function outcome(a: OffboardingAccount, choice: AccountChoice | undefined, successor: UserRef | undefined, people: Map<number, UserRef>) {
  const pick = (value: string) => people.get(Number(value));
  const primary = choice?.primaryAdmin ? pick(choice.primaryAdmin) : held(a, "primary_admin") ? successor : (a.primaryAdmin ?? undefined);
  let backup = choice?.backupAdmin === "none" ? undefined : choice?.backupAdmin ? pick(choice.backupAdmin) : held(a, "backup_admin") ? successor : (a.backupAdmin ?? undefined);
  if (backup && primary && backup.id === primary.id) backup = undefined;
  return { primary, backup };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ display: "flex", flexDirection: "column", gap: 4 }}>
      <h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>
      {children}
    </section>
  );
}

/** What the impact tells of the records a blocker names: the accounts' units and the units' paths. */
const knownTo = (impact: OffboardingImpact): BlockerContext => ({ accounts: impact.accounts, units: impact.unitsAdministered });

function Blockers({ blockers, title, known }: { blockers: readonly OffboardingBlocker[]; title: string; known: BlockerContext }) {
  const t = useT();
  if (blockers.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        <ul style={{ margin: "4px 0 0", paddingInlineStart: 20 }}>
          {blockers.map((b) => (
            <li key={JSON.stringify(b)}>{blockerLine(b, t, known)}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

function ImpactStep({ impact }: { impact: OffboardingImpact }) {
  const t = useT();
  return (
    <>
      <Section title={t("offboarding.accounts")}>
        {impact.accounts.length === 0 ? (
          <p style={{ margin: 0 }}>{t("offboarding.noAccounts")}</p>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {impact.accounts.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong> ({a.holds.map((h) => t(`offboarding.holds.${h}`)).join(", ")}){a.organization ? ` · ${unitPathTitle(a.organization)}` : ""}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t("offboarding.units")}>
        <p style={{ margin: 0 }}>{impact.unitsAdministered.map(unitLabel).join("; ") || t("offboarding.none")}</p>
      </Section>
      <Section title={t("offboarding.grants")}>
        <p style={{ margin: 0 }}>{impact.grants.map((g) => unitLabel(g.organization)).join("; ") || t("offboarding.noGrants")}</p>
      </Section>
      <Section title={t("offboarding.flags")}>
        <p style={{ margin: 0 }}>
          {[...impact.flags.raised, ...impact.flags.onTheirAccounts]
            .filter((f, i, all) => all.findIndex((o) => o.id === f.id) === i)
            .map((f) => t("recordNames.flagOn", { category: t(`flags.categories.${f.category as FlagCategory}`), account: f.socialMedia.name }))
            .join("; ") || t("offboarding.none")}
        </p>
      </Section>
      <Section title={t("offboarding.reviewRequests")}>
        <p style={{ margin: 0 }}>{impact.reviewRequests.map((r) => personLabel(r.user)).join("; ") || t("offboarding.none")}</p>
      </Section>
      {impact.openTasks > 0 && <p style={{ margin: 0 }}>{t("offboarding.openTasks", { n: impact.openTasks })}</p>}
      {impact.blockers.length === 0 ? (
        <MessageBar intent="success">
          <MessageBarBody>{t("offboarding.blockersNone")}</MessageBarBody>
        </MessageBar>
      ) : (
        <Blockers blockers={impact.blockers} title={t("offboarding.blockersTitle")} known={knownTo(impact)} />
      )}
    </>
  );
}

function Wizard({ impact }: { impact: OffboardingImpact }) {
  const t = useT();
  const localize = useLocalizeSentence();
  const failureText = useFailureText();
  const NO_BACKUP: PickerItem = { id: NO_BACKUP_ID, name: t("offboarding.noBackup") };
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const styles = useFormPageStyles();
  const [step, setStep] = useState(0);
  const [refusal, setRefusal] = useState<{ text: string | null; blockers: OffboardingBlocker[] }>({ text: null, blockers: [] });
  // Who the chosen ids are: the pickers search the server (20 at a time) and tell what was chosen.
  const [people, setPeople] = useState(() => new Map<number, UserRef>());
  const remember = (items: readonly PickerItem[]) =>
    setPeople((known) => new Map([...known, ...items.filter((item) => item.id !== NO_BACKUP_ID).map((item) => [item.id, { id: item.id, name: item.name, email: item.detail ?? "" }] as const)]));
  const picked = (value: string | undefined): PickerItem[] => {
    if (!value) return [];
    if (value === "none") return [NO_BACKUP];
    const person = people.get(Number(value));
    return [{ id: Number(value), name: person?.name ?? `#${value}`, detail: person?.email }];
  };
  const pickedValue = (items: readonly PickerItem[]) => (items[0] === undefined ? "" : items[0].id === NO_BACKUP_ID ? "none" : String(items[0].id));

  const resolver = useMemo(() => bodyResolver<WizardValues, OffboardInput>(offboardSchema, toBody), []);
  const form = useForm<WizardValues, unknown, OffboardInput>({
    resolver,
    defaultValues: { successor: "", accounts: impact.accounts.map((a) => ({ account: a.id, primaryAdmin: "", backupAdmin: "" })), note: "" },
  });
  const values = useWatch({ control: form.control }) as WizardValues;
  const successor = people.get(Number(values.successor));
  // The successor's role says whether they take over the units (a unit admin only).
  const successorRecord = useQuery({ ...userQuery(api, Number(values.successor)), enabled: values.successor !== "" });
  const { isSubmitting } = form.formState;

  const submit = async (input: OffboardInput) => {
    setRefusal({ text: null, blockers: [] });
    try {
      await offboardUser(api, impact.user.id, input);
      await invalidateAfter(queryClient, "offboarding");
      notify.success(t("offboarding.done", { name: personLabel(impact.user) }));
      await navigate({ to: "/dashboard/handover-tasks", search: { filters: [{ id: "user", value: [String(impact.user.id)] }] } });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.offboardingBlocked) {
        const blockers = ((error.body as { blockers?: OffboardingBlocker[] } | null)?.blockers ?? []) as OffboardingBlocker[];
        setRefusal({ text: t("offboarding.blocked"), blockers });
      } else if (error instanceof ApiError && error.status === 400 && isValidationErrorBody(error.body)) {
        setRefusal({ text: error.body.errors.map((e) => `${e.path}: ${localize(e.message)}`).join("\n"), blockers: [] });
      } else {
        setRefusal({ text: `${t("offboarding.failed")} ${failureText(error)}`, blockers: [] });
      }
    }
  };

  const name = (p: UserRef | undefined) => (p ? personLabel(p) : t("offboarding.nobody"));
  const total = STEPS.length;
  const unitsTaken = successor && successorRecord.data?.role === "unit_admin" ? impact.blockers.flatMap((b) => (b.kind === "last_unit_admin" ? [knownUnitLabel(b.unit, knownTo(impact))] : [])) : [];

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate aria-label={t("offboarding.titleOf", { name: personLabel(impact.user) })}>
      <ol aria-label={t("offboarding.title")} style={{ display: "flex", gap: 16, listStyle: "none", margin: 0, padding: 0, flexWrap: "wrap" }}>
        {STEPS.map((key, i) => (
          <li key={key} aria-current={i === step ? "step" : undefined} style={{ fontWeight: i === step ? 600 : 400, opacity: i === step ? 1 : 0.75 }}>
            {`${i + 1}. ${t(`offboarding.steps.${key}`)}`}
          </li>
        ))}
      </ol>
      <h2 style={{ margin: 0, fontSize: 18 }}>{t("offboarding.stepOf", { n: step + 1, total, name: t(`offboarding.steps.${STEPS[step]!}`) })}</h2>

      {step === 0 && <ImpactStep impact={impact} />}

      {step === 1 && (
        <>
          <Field label={t("offboarding.successor")} hint={t("offboarding.successorHint")}>
            <UserPicker
              label={t("offboarding.successor")}
              single
              noneLabel={t("offboarding.noSuccessor")}
              exclude={[impact.user.id]}
              value={picked(values.successor)}
              onChange={(items) => {
                remember(items);
                form.setValue("successor", pickedValue(items), { shouldDirty: true });
              }}
            />
          </Field>
          {impact.accounts.map((a, index) => (
            <section key={a.id} aria-label={a.name} className={styles.grid}>
              <h3 className={styles.wide} style={{ margin: 0, fontSize: 15 }}>
                {a.name}
              </h3>
              {a.organization && <p className={styles.wide} style={{ margin: 0 }}>{unitPathTitle(a.organization)}</p>}
              <Field label={t("offboarding.primaryAdmin")}>
                <UserPicker
                  label={t("offboarding.primaryAdmin")}
                  single
                  noneLabel={held(a, "primary_admin") ? t("offboarding.theSuccessor") : t("offboarding.keep", { name: a.primaryAdmin ? personLabel(a.primaryAdmin) : t("offboarding.nobody") })}
                  exclude={[impact.user.id]}
                  value={picked(values.accounts?.[index]?.primaryAdmin)}
                  onChange={(items) => {
                    remember(items);
                    form.setValue(`accounts.${index}.primaryAdmin`, pickedValue(items), { shouldDirty: true });
                  }}
                />
              </Field>
              <Field label={t("offboarding.backupAdmin")}>
                <UserPicker
                  label={t("offboarding.backupAdmin")}
                  single
                  noneLabel={held(a, "backup_admin") ? t("offboarding.theSuccessor") : t("offboarding.keep", { name: a.backupAdmin ? personLabel(a.backupAdmin) : t("offboarding.nobody") })}
                  fixed={[NO_BACKUP]}
                  exclude={[impact.user.id]}
                  value={picked(values.accounts?.[index]?.backupAdmin)}
                  onChange={(items) => {
                    remember(items);
                    form.setValue(`accounts.${index}.backupAdmin`, pickedValue(items), { shouldDirty: true });
                  }}
                />
              </Field>
            </section>
          ))}
          <Field label={t("offboarding.note")}>
            <FormTextarea control={form.control} name="note" />
          </Field>
        </>
      )}

      {step === 2 && (
        <>
          <p style={{ margin: 0 }}>{t("offboarding.confirmIntro", { name: personLabel(impact.user) })}</p>
          <ul aria-label={t("offboarding.accounts")} style={{ margin: 0, paddingInlineStart: 20 }}>
            {impact.accounts.map((a, index) => {
              const { primary, backup } = outcome(a, values.accounts?.[index], successor, people);
              return <li key={a.id}>{t("offboarding.confirmAccount", { account: a.name, primary: name(primary), backup: name(backup) })}</li>;
            })}
          </ul>
          {unitsTaken.length > 0 && <p style={{ margin: 0 }}>{t("offboarding.confirmUnits", { units: unitsTaken.join(", ") })}</p>}
          {impact.accounts.length > 0 && <p style={{ margin: 0 }}>{t("offboarding.confirmTasks", { n: impact.accounts.length * 3 })}</p>}
          <FormAlert text={refusal.text && refusal.blockers.length === 0 ? refusal.text : null} />
          <Blockers blockers={refusal.blockers} title={t("offboarding.blocked")} known={knownTo(impact)} />
        </>
      )}

      <div className={styles.actions}>
        <Button type="button" disabled={isSubmitting} onClick={() => (step === 0 ? void navigate({ to: "/dashboard/users" }) : setStep(step - 1))}>
          {step === 0 ? t("offboarding.cancel") : t("offboarding.back")}
        </Button>
        {/* Distinct keys: the click on Next must not land on the submit button that takes its place. */}
        {step < total - 1 ? (
          <Button
            key="next"
            type="button"
            appearance="primary"
            onClick={(event) => {
              event.preventDefault();
              setStep(step + 1);
            }}
          >
            {t("offboarding.next")}
          </Button>
        ) : (
          <Button key="submit" type="submit" appearance="primary" disabled={isSubmitting}>
            {isSubmitting ? t("offboarding.offboarding") : t("offboarding.offboard")}
          </Button>
        )}
      </div>
    </form>
  );
}

const route = getRouteApi("/dashboard/users/offboard/$id");

function refusalText(error: unknown, t: T): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.code === ERROR_CODES.ownOffboarding) return t("offboarding.own");
  if (error.code === ERROR_CODES.userOutsideScope) return t("offboarding.outsideScope");
  return t("offboarding.notOffered");
}

export function UserOffboardPage() {
  const t = useT();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const id = Number(route.useParams().id);
  const may = mayOffboardUsers(actor.role);
  const query = useQuery({ ...offboardingImpactQuery(api, id), enabled: may });
  const impact = query.data;

  let body;
  if (!may) body = <NotOffered text={t("offboarding.notOffered")} />;
  else if (query.isError) body = refusalText(query.error, t) ? <NotOffered text={refusalText(query.error, t)!} /> : <LoadProblem error={query.error} thing="user" />;
  else if (!impact) body = <p>{t("common.loading")}</p>;
  else body = <Wizard key={id} impact={impact} />;

  return (
    <>
      <PageHeader title={impact ? t("offboarding.titleOf", { name: personLabel(impact.user) }) : t("offboarding.title")} />
      {body}
    </>
  );
}
