import { Button, Field, Select } from "@fluentui/react-components";
import { ACCESS_TYPES, mayManageAccess, mayManageAccessOf, userAccessSchema, type AccessType, type UserAccessInput, type UserDetailDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { updateUserAccess } from "../../api/users-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { LoadProblem, NotOffered } from "../../components/load-problem/load-problem.tsx";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { FormDateInput } from "../../components/form/form-controls.tsx";
import { useFormPageStyles } from "../../components/form-page/form-page.styles.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { classifySaveError } from "../../components/user-form/user-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { userQuery } from "../../data/users-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { grantOf, localToday, rowsOf, withType, type AccessRow } from "./access-rows.ts";
import { LeaveGuard } from "../../components/leave-guard/leave-guard.tsx";

interface AccessFormValues {
  access: AccessRow[];
}

function AccessForm({ user }: { user: UserDetailDoc }) {
  const t = useT();
  const localize = useLocalizeSentence();
  // zod's sentences come in English from the shared schema; each is shown in the reader's language.
  const say = (message: string | undefined) => (message === undefined ? undefined : localize(message));
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const styles = useFormPageStyles();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => bodyResolver<AccessFormValues, UserAccessInput>(userAccessSchema, (values) => ({ user: user.id, access: values.access.map(grantOf) })),
    [user.id],
  );
  const form = useForm<AccessFormValues, unknown, UserAccessInput>({ resolver, defaultValues: { access: rowsOf(user.access) } });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const rows = useWatch({ control, name: "access" });

  const submit = async ({ access }: UserAccessInput) => {
    try {
      await updateUserAccess(api, user.id, access);
      await invalidateAfter(queryClient, "userAccess");
      notify.success(t("toasts.accessUpdated"));
      await navigate({ to: "/dashboard/users" });
    } catch (error) {
      const failure = classifySaveError(error, t("users.accessFailed"), t, localize);
      const text = failure.kind === "lastUnitAdmin" || failure.kind === "api" ? failure.text : t("errors.unexpected");
      if (failure.kind === "lastUnitAdmin") notify.warning(text);
      else notify.error(t("users.accessFailed"));
      form.setError("root.server", { message: text });
    }
  };

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate>
      <LeaveGuard unsaved={form.formState.isDirty && !form.formState.isSubmitting} />
      <FormAlert text={errors.root?.["server"]?.message ?? null} />
      {rows.length === 0 && <p className={styles.note}>{t("users.noUnits")}</p>}
      {rows.map((row, index) => (
        <section key={row.organization} aria-label={row.name} className={styles.grid} style={{ paddingBottom: 8 }}>
          <h2 className={styles.wide} style={{ margin: 0, fontSize: 16 }}>
            {row.name}
          </h2>
          <Field label={t("users.accessType")} className={styles.wide}>
            <Select
              value={row.type}
              onChange={(_e, data) => form.setValue(`access.${index}`, withType(row, data.value as AccessType, localToday()), { shouldDirty: true })}
            >
              {ACCESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`users.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          {row.type === "temporary" && (
            <>
              <Field label={t("users.startDate")} required validationMessage={say(errors.access?.[index]?.start_date?.message)}>
                <FormDateInput control={control} name={`access.${index}.start_date`} />
              </Field>
              <Field label={t("users.endDate")} required validationMessage={say(errors.access?.[index]?.end_date?.message)}>
                <FormDateInput control={control} name={`access.${index}.end_date`} />
              </Field>
            </>
          )}
        </section>
      ))}
      <div className={styles.actions}>
        <Button type="button" onClick={() => void navigate({ to: "/dashboard/users" })} disabled={isSubmitting}>
          {t("users.cancel")}
        </Button>
        <Button type="submit" appearance="primary" disabled={isSubmitting}>
          {isSubmitting ? t("ui.saving") : t("ui.updateAccess")}
        </Button>
      </div>
    </form>
  );
}

const route = getRouteApi("/dashboard/users/access/$id");

export function UserAccessPage() {
  const t = useT();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const id = Number(route.useParams().id);
  const query = useQuery({ ...userQuery(api, id), enabled: mayManageAccess(actor.role) });
  const user = query.data;

  let body;
  // A role that may manage nobody's access is told so before anything is asked of the server.
  if (!mayManageAccess(actor.role)) body = <NotOffered text={t("loadProblem.mayNotManageAccess")} />;
  else if (query.isError) body = <LoadProblem error={query.error} thing="user" />;
  else if (!user) body = <p>{t("common.loading")}</p>;
  // product-spec.md: not offered for super admin rows (they reach every unit).
  else if (user.role === "super_admin") body = <NotOffered text={t("users.superAdminAccess")} />;
  else if (!mayManageAccessOf(actor, user)) body = <NotOffered text={t("validation.ownAccess")} />;
  else body = <AccessForm key={user.updatedAt} user={user} />;

  return (
    <>
      <PageHeader title={user ? t("users.accessTitleOf", { name: user.name }) : t("pageTitles.userAccess")} />
      {body}
    </>
  );
}
