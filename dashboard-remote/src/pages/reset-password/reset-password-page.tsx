import { getRouteApi } from "@tanstack/react-router";
import { PasswordTokenForm } from "./password-token-form.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const route = getRouteApi("/reset-password");

export function ResetPasswordPage() {
  const t = useT();
  const { token } = route.useSearch();
  return <PasswordTokenForm title={t("password.resetTitle")} token={token} />;
}
