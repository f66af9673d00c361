import { PasswordTokenForm } from "../reset-password/password-token-form.tsx";
import { setPasswordRoute } from "../../routes/set-password.ts";
import { PASSWORD_TEXTS } from "../../texts.ts";

export function SetPasswordPage() {
  const { token } = setPasswordRoute.useSearch();
  return <PasswordTokenForm title={PASSWORD_TEXTS.setTitle} token={token} />;
}
