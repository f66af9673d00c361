import { ERRORS, can, type SocialMediaCreateInput } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { updateSocialMedia } from "../../api/social-medias-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { LoadProblem } from "../../components/load-problem/load-problem.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { SocialMediaForm } from "../../components/social-media-form/social-media-form.tsx";
import { formValuesOf } from "../../components/social-media-form/social-media-form-values.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { socialMediaQuery } from "../../data/social-medias-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { PAGE_TITLES, SOCIAL_MEDIA_TEXTS as T, LABELS } from "../../texts.ts";

const LIST = "/dashboard/social-media-accounts";

const route = getRouteApi("/dashboard/social-media-accounts/update/$id");

export function SocialMediaAccountUpdatePage() {
  const { api } = useDashboardServices();
  const { id } = route.useParams();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const accountId = Number(id);
  const account = useQuery(socialMediaQuery(api, accountId));

  const submit = async (body: SocialMediaCreateInput) => {
    try {
      await updateSocialMedia(api, accountId, body);
      await invalidateAfter(queryClient, "socialMedia");
      notify.success(T.updated);
      await navigate({ to: LIST });
    } catch (error) {
      notify.error(ERRORS.socialMediaUpdateFailed);
      throw error;
    }
  };

  const doc = account.data;
  return (
    <>
      <PageHeader title={doc ? `${PAGE_TITLES.socialMediaUpdate}: ${doc.name}` : PAGE_TITLES.socialMediaUpdate} />
      {doc ? (
        <>
          {!can(user.role, "SOCIAL_MEDIAS", "update") && <p>{T.readOnly}</p>}
          <SocialMediaForm
            key={doc.id}
            initialValues={formValuesOf(doc)}
            submitLabel={T.save}
            submittingLabel={T.saving}
            failureText={ERRORS.socialMediaUpdateFailed}
            readOnly={!can(user.role, "SOCIAL_MEDIAS", "update")}
            onSubmit={submit}
            onCancel={() => void navigate({ to: LIST })}
          />
        </>
      ) : account.isError ? (
        <LoadProblem error={account.error} thing="social media account" />
      ) : (
        <p>{LABELS.loading}</p>
      )}
    </>
  );
}
