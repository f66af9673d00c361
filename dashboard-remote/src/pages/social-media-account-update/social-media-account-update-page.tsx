import { makeStyles, tokens } from "@fluentui/react-components";
import { can, type SocialMediaCreateInput } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { updateSocialMedia } from "../../api/social-medias-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { AccountDetailsTabs } from "../../components/account-details/account-details-tabs.tsx";
import { PlatformBadge } from "../../components/account-details/platform-badge.tsx";
import { TextLink } from "../../components/link/text-link.tsx";
import { LoadProblem, NotOffered } from "../../components/load-problem/load-problem.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { backToList } from "../../components/saved-row/saved-row.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { SocialMediaForm } from "../../components/social-media-form/social-media-form.tsx";
import { PublicationSection } from "../../components/account-details/publication-section.tsx";
import { formValuesOf } from "../../components/social-media-form/social-media-form-values.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { socialMediaQuery } from "../../data/social-medias-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";

const LIST = "/dashboard/social-media-accounts" as const;

const route = getRouteApi("/dashboard/social-media-accounts/update/$id");

const useStyles = makeStyles({
  details: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM, maxWidth: "920px" },
  badges: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

export function SocialMediaAccountUpdatePage() {
  const styles = useStyles();
  const { api } = useDashboardServices();
  const t = useT();
  const { id } = route.useParams();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const accountId = Number(id);
  const account = useQuery(socialMediaQuery(api, accountId));

  const submit = async (body: SocialMediaCreateInput) => {
    try {
      const saved = await updateSocialMedia(api, accountId, body);
      await invalidateAfter(queryClient, "socialMedia");
      notify.success(t("socialMedia.updated"));
      await navigate(backToList(LIST, saved));
    } catch (error) {
      notify.error(t("errors.socialMediaUpdateFailed"));
      throw error;
    }
  };

  const doc = account.data;
  // A role that may read accounts but not edit them gets the account's details, said so, never a
  // form it cannot send (issue 15): no Save, no fields that look editable.
  if (!can(user.role, "SOCIAL_MEDIAS", "update")) {
    return (
      <>
        <PageHeader title={doc?.name ?? t("pageTitles.socialMediaUpdate")} />
        {doc ? (
          <section className={styles.details} aria-label={doc.name}>
            <div className={styles.badges}>
              <PlatformBadge platform={doc.platform} />
              <StatusBadge status={doc.status} />
            </div>
            <NotOffered text={t("loadProblem.mayNotEditAccount")} />
            <TextLink to={LIST}>{t("loadProblem.backToAccounts")}</TextLink>
            <AccountDetailsTabs account={doc} />
          </section>
        ) : account.isError ? (
          <LoadProblem error={account.error} thing={t("socialMedia.thing")} />
        ) : (
          <p>{t("common.loading")}</p>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title={doc ? t("socialMedia.editPageTitle", { name: doc.name }) : t("pageTitles.socialMediaUpdate")} />
      {doc ? (
        <>
          <SocialMediaForm
            key={doc.id}
            initialValues={formValuesOf(doc)}
            submitLabel={t("socialMedia.save")}
            submittingLabel={t("socialMedia.saving")}
            failureText={t("errors.socialMediaUpdateFailed")}
            onSubmit={submit}
            onCancel={() => void navigate({ to: LIST })}
          />
          {/* The directory switch acts at once, like the table's: it is not part of the form's Save. */}
          <PublicationSection accountId={doc.id} />
        </>
      ) : account.isError ? (
        <LoadProblem error={account.error} thing={t("socialMedia.thing")} />
      ) : (
        <p>{t("common.loading")}</p>
      )}
    </>
  );
}
