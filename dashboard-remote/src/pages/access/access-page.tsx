// Why the dashboard cannot open for this person, when signing in is not its job (embedded with the
// portal's token) or was refused by the identity provider's rules (issue 17). Never a sign-in form.
import { Button } from "@fluentui/react-components";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { identityErrorText } from "../sign-in/identity-error-text.ts";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../../components/auth-card/auth-card.tsx";
import { changeSession, meQuery } from "../../data/session-queries.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const route = getRouteApi("/access");

export function AccessPage() {
  const t = useT();
  const { api, queryClient } = useDashboardServices();
  const navigate = useNavigate();
  const { error } = route.useSearch();
  const pending = error === IDENTITY_ERROR_CODES.accessPending;
  const message = identityErrorText(t, error) ?? t("identity.portalSignInMissing");
  const retry = async () => {
    // The portal may have a fresh token by now: ask the server again who this is.
    const user = await queryClient.fetchQuery({ ...meQuery(api), staleTime: 0 }).catch(() => null);
    changeSession(queryClient, user);
    void navigate({ to: "/dashboard" });
  };
  return (
    <AuthCard title={pending ? t("identity.pendingTitle") : t("identity.accessRefusedTitle")} intro={pending ? t("identity.pendingBody") : message}>
      {api.usesAccessToken ? (
        <Button appearance="primary" onClick={() => void retry()}>
          {t("identity.tryAgain")}
        </Button>
      ) : (
        <Link to="/sign-in">{t("identity.backToSignIn")}</Link>
      )}
    </AuthCard>
  );
}
