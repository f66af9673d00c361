// Why the dashboard cannot open for this person, when signing in is not its job (embedded with the
// portal's token) or was refused by the identity provider's rules (issue 17). Never a sign-in form.
import { Button } from "@fluentui/react-components";
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, IDENTITY_TEXTS, type IdentityErrorCode } from "@steward/shared";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { AuthCard } from "../../components/auth-card/auth-card.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";

const route = getRouteApi("/access");

export function AccessPage() {
  const { api, queryClient } = useDashboardServices();
  const navigate = useNavigate();
  const { error } = route.useSearch();
  const pending = error === IDENTITY_ERROR_CODES.accessPending;
  const message = (error && IDENTITY_MESSAGES[error as IdentityErrorCode]) || IDENTITY_TEXTS.portalSignInMissing;
  const retry = () => {
    // The portal may have a fresh token by now: ask the server again who this is.
    queryClient.clear();
    void navigate({ to: "/dashboard" });
  };
  return (
    <AuthCard title={pending ? IDENTITY_TEXTS.pendingTitle : IDENTITY_TEXTS.accessRefusedTitle} intro={pending ? IDENTITY_TEXTS.pendingBody : message}>
      {api.usesAccessToken ? (
        <Button appearance="primary" onClick={retry}>
          {IDENTITY_TEXTS.tryAgain}
        </Button>
      ) : (
        <Link to="/sign-in">{IDENTITY_TEXTS.backToSignIn}</Link>
      )}
    </AuthCard>
  );
}
