import type { SocialMediaCreateInput } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { ApiError } from "../../api/api-error.ts";
import { createSocialMedia } from "../../api/social-medias-api.ts";
import { backToList } from "../../components/saved-row/saved-row.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { SocialMediaForm } from "../../components/social-media-form/social-media-form.tsx";
import { emptyFormValues } from "../../components/social-media-form/social-media-form-values.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";

const LIST = "/dashboard/social-media-accounts" as const;

export function SocialMediaAccountCreatePage() {
  const { api } = useDashboardServices();
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => emptyFormValues(), []);

  const submit = async (body: SocialMediaCreateInput) => {
    try {
      const doc = await createSocialMedia(api, body);
      await invalidateAfter(queryClient, "socialMedia");
      notify.success(doc.status === "pending_approval" ? t("toasts.socialMediaCreatedPending") : t("toasts.socialMediaCreated"));
      await navigate(backToList(LIST, doc));
    } catch (error) {
      // Section 8: the service's message when it has one, else the generic sentence.
      const message = error instanceof ApiError && error.body?.message && error.status !== 400 ? error.body.message : t("errors.socialMediaCreateToast");
      notify.error(message);
      throw error;
    }
  };

  return (
    <>
      <PageHeader title={t("socialMedia.createTitle")} />
      <SocialMediaForm
        initialValues={initialValues}
        submitLabel={t("socialMedia.createAccount")}
        submittingLabel={t("socialMedia.creating")}
        failureText={t("errors.socialMediaCreateFailed")}
        onSubmit={submit}
        onCancel={() => void navigate({ to: LIST })}
      />
    </>
  );
}
