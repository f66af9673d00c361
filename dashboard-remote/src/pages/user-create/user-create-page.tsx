import { mayEditUserField, newUserNeedsReview, userCreateSchema, type UserCreateInput, type UserStatus } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { createUser } from "../../api/users-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UserForm } from "../../components/user-form/user-form.tsx";
import { createBodyOf, emptyUser, roleOptionsFor, type UserFormValues } from "../../components/user-form/user-form-values.ts";
import { bodyResolver } from "../../components/form/body-resolver.ts";
import { classifySaveError } from "../../components/user-form/user-save-error.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";
import { backToList } from "../../components/saved-row/saved-row.tsx";

/** decisions.md: a super admin sets active or inactive; a unit admin does not see the status. */
const SUPER_ADMIN_STATUSES: readonly UserStatus[] = ["active", "inactive"];

export function UserCreatePage() {
  const t = useT();
  const localize = useLocalizeSentence();
  const { api } = useDashboardServices();
  const actor = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The API's rules (policies/users.ts): a new user's status is a super admin's to set; anyone else's new user waits for review.
  const setsStatus = mayEditUserField(actor.role, "status", false);
  const resolver = useMemo(() => bodyResolver<UserFormValues, UserCreateInput>(userCreateSchema, (values) => createBodyOf(values, setsStatus)), [setsStatus]);

  const submit = async (input: UserCreateInput) => {
    try {
      const { doc } = await createUser(api, input);
      await invalidateAfter(queryClient, "user");
      notify.success(t("toasts.userCreated"));
      if (!newUserNeedsReview(actor.role)) await navigate(backToList("/dashboard/users", doc));
      else await navigate({ to: "/dashboard/users/access/$id", params: { id: String(doc.id) } });
      return null;
    } catch (error) {
      const failure = classifySaveError(error, t("errors.userCreateFailed"), t, localize);
      if (failure.kind === "exists") {
        notify.warning(t("errors.userAlreadyExistsToast"));
        await navigate({ to: "/dashboard/users/update/$id", params: { id: String(failure.existingId) } });
        return null;
      }
      if (failure.kind === "unknown") {
        notify.error(t("errors.unexpected"));
        return t("errors.unexpected");
      }
      notify.error(t("errors.userCreateToast"));
      return failure.text;
    }
  };

  return (
    <>
      <PageHeader title={t("users.createTitle")} />
      <UserForm
        initial={emptyUser("social_media_manager")}
        roleOptions={roleOptionsFor(actor.role)}
        statusOptions={setsStatus ? SUPER_ADMIN_STATUSES : []}
        editsEmail
        editsOrganizations
        submitLabel={t("users.createTitle")}
        resolver={resolver}
        onSubmit={submit}
        onCancel={() => void navigate({ to: "/dashboard/social-media-accounts" })}
      />
    </>
  );
}
