// decisions.md: until the current policy is acknowledged the API refuses every call, so the user
// either accepts it here or is signed out.
import { type PolicyDoc } from "@steward/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { logoutUrl } from "../api/auth-api.ts";
import { acknowledgePolicy } from "../api/policy-api.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { currentPolicyQuery } from "../data/other-queries.ts";
import { queryKeys } from "../data/query-keys.ts";
import { useNotify } from "../notifications/use-notify.ts";
import { useT } from "../i18n/i18n-context.ts";

// Most sessions never see the dialog, so its code loads only when a policy waits for acceptance.
const PolicyDialog = lazy(() => import("./policy-dialog.tsx"));

/** Long enough to read the toast before the browser leaves for the sign-in page. */
const DEFAULT_LOGOUT_DELAY_MS = 1500;

/**
 * Whether the pages must stay out of sight: a policy waits for acceptance. Asked for before the
 * pages' own data (the dashboard route starts it), so its answer normally comes first; the pages
 * are not held back while it is on its way.
 */
export function usePolicyWaits(): boolean {
  const { api } = useDashboardServices();
  const current = useQuery(currentPolicyQuery(api));
  return Boolean(current.data?.policy && !current.data.accepted);
}

export interface PolicyGateProps {
  logoutDelayMs?: number;
}

export function PolicyGate({ logoutDelayMs = DEFAULT_LOGOUT_DELAY_MS }: PolicyGateProps) {
  const t = useT();
  const { api, leaveTo, signInUrl } = useDashboardServices();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Reading the policy is exempt from the gate; if even that fails, the pages show the error.
  const current = useQuery(currentPolicyQuery(api));
  const waiting = current.data?.policy && !current.data.accepted ? current.data.policy : null;
  // The last policy shown stays mounted after acceptance so that the dialog closes properly
  // (unmounting an open modal would leave the rest of the page hidden from assistive technology).
  const [shown, setShown] = useState<PolicyDoc | null>(null);
  if (waiting && waiting.id !== shown?.id) setShown(waiting);
  const [declining, setDeclining] = useState(false);

  // A refused call means a new version was published meanwhile: ask again. An answer still on its
  // way may predate the new version, so it is dropped rather than waited for.
  useEffect(() => {
    const queryKey = queryKeys.policies.current();
    return api.on("policy-not-accepted", () => {
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    });
  }, [api, queryClient]);

  const accept = useMutation({
    mutationFn: (policy: PolicyDoc) => acknowledgePolicy(api, policy.id),
    onSuccess: async (_answer, policy) => {
      notify.success(t("toasts.policyAccepted"));
      // Everything read while the policy waited was refused: what failed starts again from
      // nothing (so no page shows the refusal as an error while it reloads), the rest is read again.
      await queryClient.resetQueries({ predicate: (query) => query.state.status === "error" });
      queryClient.setQueryData(queryKeys.policies.current(), { policy, accepted: true });
      return queryClient.invalidateQueries();
    },
    onError: () => notify.error(t("errors.policyAcceptFailed")),
  });

  const decline = () => {
    setDeclining(true);
    notify.error(t("errors.policyDeclined"));
    setTimeout(() => leaveTo(logoutUrl(api, signInUrl)), logoutDelayMs);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PolicyDialog open={waiting !== null} policy={shown} changes={current.data?.changes} busy={accept.isPending || declining} onAccept={() => accept.mutate(shown)} onDecline={decline} />
    </Suspense>
  );
}
