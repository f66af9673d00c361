import { mayEditUser, mayEditUserField, userUpdateSchema, type UserDetailDoc, type UserStatus, type UserUpdateInput } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { setUserStatus, updateUser } from "../../api/users-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { LoadProblem, NotOffered } from "../../components/load-problem/load-problem.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UserForm } from "../../components/user-form/user-form.tsx";
import { roleOptionsFor, updateBodyOf, userFormValuesOf, type UpdateScope, type UserFormValues } from "../../components/user-form/user-form-values.ts";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { classifySaveError } from "../../components/user-form/user-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { userQuery } from "../../data/users-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

const SUPER_ADMIN_STATUSES: readonly UserStatus[] = ["active", "inactive"];

/** Only paths inside this app: an address from the query must not send people elsewhere. */
export function safeReturnTo(returnTo: string | undefined, user: Pick<UserDetailDoc, "id" | "role">): string {
  if (returnTo && returnTo.startsWith("/") && !returnTo.startsWith("//")) return returnTo;
  // The access page is not offered for super admins.
  return user.role === "super_admin" ? "/dashboard/users" : `/dashboard/users/access/${user.id}`;
}

const route = getRouteApi("/dashboard/users/update/$id");

export function UserUpdatePage() {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const router = useRouter();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = Number(route.useParams().id);
  const { returnTo } = route.useSearch();
  const user = useQuery(userQuery(api, id));

  const doc = user.data;
  if (user.isError) return <><PageHeader title={t("pageTitles.userUpdate")} /><LoadProblem error={user.error} thing="user" /></>;
  if (!doc) return <><PageHeader title={t("pageTitles.userUpdate")} /><p>{t("common.loading")}</p></>;
  // The same rule as the API's: no form that can only end in a refusal.
  if (!mayEditUser(actor, doc)) return <><PageHeader title={t("users.updateTitleOf", { name: doc.name })} /><NotOffered text={t("loadProblem.mayNotEditUser")} /></>;

  // Which fields the form offers: the API's field rule (policies/users.ts assertFieldsAllowed).
  const edits = (field: string) => mayEditUserField(actor.role, field, false);
  const scope: UpdateScope = { email: edits("email"), role: edits("role"), status: edits("status"), organizations: edits("organizations") };
  const initial = userFormValuesOf(doc);
  const resolver = bodyResolver<UserFormValues, UserUpdateInput>(userUpdateSchema, (values) => updateBodyOf(id, values, initial, scope));
  const leave = () => router.history.push(safeReturnTo(returnTo, doc));

  const submit = async (input: UserUpdateInput) => {
    // A change of status alone goes through the status call, with its own failure text.
    const statusOnly = input.status !== undefined && Object.keys(input).every((key) => key === "id" || key === "status");
    try {
      if (statusOnly && input.status !== undefined) await setUserStatus(api, input.id, input.status);
      else await updateUser(api, input);
      await invalidateAfter(queryClient, "user");
      notify.success(t("toasts.userUpdated"));
      leave();
      return null;
    } catch (error) {
      const failedText = statusOnly ? t("errors.userStatusFailed") : t("errors.userUpdateFailed");
      const failure = classifySaveError(error, failedText, t, localize);
      if (failure.kind === "lastUnitAdmin" || failure.kind === "offboardingRequired") {
        notify.warning(failure.text);
        return failure.text;
      }
      notify.error(t("errors.unexpectedSentence"));
      return failure.kind === "api" ? failure.text : failedText;
    }
  };

  return (
    <>
      <PageHeader title={t("users.updateTitleOf", { name: doc.name })} />
      <UserForm
        key={doc.updatedAt}
        initial={initial}
        roleOptions={scope.role ? roleOptionsFor(actor.role) : []}
        statusOptions={scope.status ? SUPER_ADMIN_STATUSES : []}
        editsEmail={scope.email}
        editsOrganizations={scope.organizations}
        submitLabel={t("pageTitles.userUpdate")}
        resolver={resolver}
        onSubmit={submit}
        onCancel={leave}
      />
    </>
  );
}
