import { Button, Field, Input, Select } from "@fluentui/react-components";
import { ACCESS_TYPES, ERRORS, TOASTS, UI, type AccessType, type UserDetailDoc } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { updateUserAccess } from "../../api/users-api.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { useFormPageStyles } from "../../components/form-page/form-page.styles.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { classifySaveError } from "../../components/user-form/user-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { userQuery } from "../../data/users-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { LABELS, PAGE_TITLES, USER_TEXTS } from "../../texts.ts";
import { checkRows, localToday, rowsOf, withType, type AccessRow, type AccessRowErrors } from "./access-rows.ts";

const TYPE_LABELS: Record<AccessType, string> = { permanent: USER_TEXTS.permanent, temporary: USER_TEXTS.temporary };

function AccessForm({ user }: { user: UserDetailDoc }) {
  const { api } = useDashboardServices();
  const navigate = useNavigate();
  const notify = useNotify();
  const styles = useFormPageStyles();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<AccessRow[]>(() => rowsOf(user.access));
  const [errors, setErrors] = useState<AccessRowErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (index: number, next: AccessRow) => setRows((previous) => previous.map((row, i) => (i === index ? next : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkRows(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setSubmitting(true);
    try {
      await updateUserAccess(api, user.id, checked.access);
      await invalidateAfter(queryClient, "userAccess");
      notify.success(TOASTS.accessUpdated);
      await navigate({ to: "/dashboard/users" });
    } catch (error) {
      const failure = classifySaveError(error, USER_TEXTS.accessFailed);
      const text = failure.kind === "lastUnitAdmin" || failure.kind === "api" ? failure.text : ERRORS.unexpected;
      if (failure.kind === "lastUnitAdmin") notify.warning(text);
      else notify.error(USER_TEXTS.accessFailed);
      setFormError(text);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert text={formError} />
      {rows.length === 0 && <p className={styles.note}>{USER_TEXTS.noUnits}</p>}
      {rows.map((row, index) => (
        <section key={row.organization} aria-label={row.name} className={styles.grid} style={{ paddingBottom: 8 }}>
          <h2 className={styles.wide} style={{ margin: 0, fontSize: 16 }}>
            {row.name}
          </h2>
          <Field label={USER_TEXTS.accessType} className={styles.wide}>
            <Select value={row.type} onChange={(_e, data) => change(index, withType(row, data.value as AccessType, localToday()))}>
              {ACCESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          {row.type === "temporary" && (
            <>
              <Field label={USER_TEXTS.startDate} required validationMessage={errors[index]?.start_date}>
                <Input type="date" value={row.start_date} onChange={(_e, data) => change(index, { ...row, start_date: data.value })} />
              </Field>
              <Field label={USER_TEXTS.endDate} required validationMessage={errors[index]?.end_date}>
                <Input type="date" value={row.end_date} onChange={(_e, data) => change(index, { ...row, end_date: data.value })} />
              </Field>
            </>
          )}
        </section>
      ))}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {submitting ? UI.saving : UI.updateAccess}
        </Button>
      </div>
    </form>
  );
}

const route = getRouteApi("/dashboard/users/access/$id");

export function UserAccessPage() {
  const { api } = useDashboardServices();
  const id = Number(route.useParams().id);
  const query = useQuery(userQuery(api, id));
  const user = query.data;

  let body;
  if (query.isError) body = <p role="alert">{LABELS.loadFailed}</p>;
  else if (!user) body = <p>{LABELS.loading}</p>;
  // product-spec.md: not offered for super admin rows (they reach every unit).
  else if (user.role === "super_admin") body = <p role="status">{USER_TEXTS.superAdminAccess}</p>;
  else body = <AccessForm key={user.updatedAt} user={user} />;

  return (
    <>
      <PageHeader title={user ? `${PAGE_TITLES.userAccess}: ${user.name}` : PAGE_TITLES.userAccess} />
      {body}
    </>
  );
}
