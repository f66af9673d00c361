import type { ApiClient } from "./api-client.ts";

/** Always answers 200 whatever the e-mail, so it does not reveal who has an account. */
export function forgotPassword(api: ApiClient, email: string): Promise<unknown> {
  return api.request<unknown>("/api/users/forgot-password", { method: "POST", body: { email } });
}

/** Also used by the welcome link: the same single-use token mechanism sets the first password. */
export function resetPassword(api: ApiClient, token: string, password: string): Promise<unknown> {
  return api.request<unknown>("/api/users/reset-password", { method: "POST", body: { token, password } });
}
