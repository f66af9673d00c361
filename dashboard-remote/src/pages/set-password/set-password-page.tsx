import { getRouteApi } from "@tanstack/react-router";
import { PasswordTokenForm } from "../reset-password/password-token-form.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const route = getRouteApi("/set-password");

export function SetPasswordPage() {
  const t = useT();
  const { token } = route.useSearch();
  return <PasswordTokenForm title={t("password.setTitle")} token={token} />;
}
