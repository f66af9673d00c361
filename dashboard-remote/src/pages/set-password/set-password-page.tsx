import { getRouteApi } from "@tanstack/react-router";
import { PasswordTokenForm } from "../reset-password/password-token-form.tsx";
import { PASSWORD_TEXTS } from "../../texts.ts";

const route = getRouteApi("/set-password");

export function SetPasswordPage() {
  const { token } = route.useSearch();
  return <PasswordTokenForm title={PASSWORD_TEXTS.setTitle} token={token} />;
}
