import { ERRORS, can, type Ref, type SocialMediaDoc, type SocialMediaCreateInput, type SocialMediaOptions } from "@steward/shared";
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
import { socialMediaOptionsQuery, socialMediaQuery } from "../../data/social-medias-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { PAGE_TITLES, SOCIAL_MEDIA_TEXTS as T, LABELS } from "../../texts.ts";

const LIST = "/dashboard/social-media-accounts";

/** The account may name units and users outside the caller's choices (set by a super admin): keep them selectable. */
function withCurrent(options: SocialMediaOptions, doc: SocialMediaDoc): SocialMediaOptions {
  const units = [...options.units];
  for (const unit of doc.organizations) if (!units.some((u) => u.id === unit.id)) units.push(unit as Ref);
  const users = [...options.users];
  for (const user of [doc.primaryAdmin, doc.backupAdmin, ...doc.socialMediaManagers]) {
    if (user && !users.some((u) => u.id === user.id)) users.push({ ...user, role: "social_media_manager" });
  }
  return { units, users };
}

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
  const options = useQuery(socialMediaOptionsQuery(api));

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
      <PageHeader title={PAGE_TITLES.socialMediaUpdate} />
      {doc && options.data ? (
        <>
          {!can(user.role, "SOCIAL_MEDIAS", "update") && <p>{T.readOnly}</p>}
          <SocialMediaForm
            key={doc.id}
            initialValues={formValuesOf(doc)}
            options={withCurrent(options.data, doc)}
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
        <p>{options.isError ? LABELS.loadFailed : LABELS.loading}</p>
      )}
    </>
  );
}
