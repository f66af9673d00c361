// The way into the offboarding wizard from the user's details dialog (issue 19), for those who may
// offboard the person (shared/offboarding-rules.ts; the server decides scope and says why not).
import { Button } from "@fluentui/react-components";
import { mayOffboard, type PublicUser } from "@steward/shared";
import { useNavigate } from "@tanstack/react-router";
import { useCurrentUser } from "../current-user.ts";
import { useT } from "../../i18n/i18n-context.ts";

/** Offered for people who still hold something: active, or deactivated before their offboarding was done. */
export function offboardOffered(actor: Pick<PublicUser, "id" | "role">, user: Pick<PublicUser, "id" | "role" | "status" | "offboardingCompleted">): boolean {
  // The API's rule (policies/users.ts assertMayOffboard); the list shows only people in scope, so
  // the scope part is the server's to check (it says why not).
  if (!mayOffboard(actor, user, [], "all")) return false;
  return user.status === "active" || (user.status === "inactive" && !user.offboardingCompleted);
}

export function OffboardButton({ user, onOpen }: { user: PublicUser; onOpen(): void }) {
  const t = useT();
  const actor = useCurrentUser();
  const navigate = useNavigate();
  if (!offboardOffered(actor, user)) return null;
  return (
    <Button
      appearance="primary"
      onClick={() => {
        onOpen();
        void navigate({ to: "/dashboard/users/offboard/$id", params: { id: String(user.id) } });
      }}
    >
      {t("offboarding.openWizard")}
    </Button>
  );
}
