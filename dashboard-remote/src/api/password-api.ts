import { passwordEndpoints, type PasswordContracts } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const passwords = contractCalls<PasswordContracts>(passwordEndpoints);

/** Always answers 200 whatever the e-mail, so it does not reveal who has an account. */
export function forgotPassword(api: ApiClient, email: string): Promise<unknown> {
  return passwords.forgotPassword(api, { body: { email } });
}

/** Also used by the welcome link: the same single-use token mechanism sets the first password. */
export function resetPassword(api: ApiClient, token: string, password: string): Promise<unknown> {
  return passwords.resetPassword(api, { body: { token, password } });
}
