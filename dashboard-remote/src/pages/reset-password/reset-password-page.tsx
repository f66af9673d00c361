import { resetPasswordRoute } from "../../routes/reset-password.ts";
import { PASSWORD_TEXTS } from "../../texts.ts";
import { PasswordTokenForm } from "./password-token-form.tsx";

export function ResetPasswordPage() {
  const { token } = resetPasswordRoute.useSearch();
  return <PasswordTokenForm title={PASSWORD_TEXTS.resetTitle} token={token} />;
}
