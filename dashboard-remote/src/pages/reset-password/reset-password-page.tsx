import { getRouteApi } from "@tanstack/react-router";
import { PASSWORD_TEXTS } from "../../texts.ts";
import { PasswordTokenForm } from "./password-token-form.tsx";

const route = getRouteApi("/reset-password");

export function ResetPasswordPage() {
  const { token } = route.useSearch();
  return <PasswordTokenForm title={PASSWORD_TEXTS.resetTitle} token={token} />;
}
