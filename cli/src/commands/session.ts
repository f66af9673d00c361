// `steward login` and `steward logout`: a token kept per API address in the owner-only credentials
// file, so later commands (and scripts) need no password.
import type { Command } from "commander";
import { authContracts, loginInputSchema, formatValidationErrors } from "@steward/shared";
import { callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { forgetCredential, resolveToken, saveCredential } from "../credentials.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";

async function ask(io: CliIO, flag: string, given: string | undefined, secret = false): Promise<string> {
  if (given !== undefined) return given;
  const answer = await io.prompt?.(`${flag[0]!.toUpperCase()}${flag.slice(1)}: `, { secret });
  if (answer === undefined) throw new CliError(`--${flag} is required (no terminal to ask on)`, EXIT.usage);
  return answer;
}

export function registerSession(program: Command, io: CliIO): void {
  program
    .command("login")
    .description("Sign in and keep the session token in your configuration folder (owner-only file)")
    .option("--email <email>", "e-mail address")
    .option("--password <password>", "password (prompted without echo when omitted on a terminal)")
    .addHelpText("after", "\nThe token is saved per API address; STEWARD_TOKEN, when set, is used instead of the saved one.")
    .action(async (opts: { email?: string; password?: string }, cmd: Command) => {
      const apiUrl = resolveApiUrl(cmd.optsWithGlobals().apiUrl, io);
      const parsed = loginInputSchema.safeParse({ email: await ask(io, "email", opts.email), password: await ask(io, "password", opts.password, true) });
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw new CliError(formatValidationErrors(issues).replaceAll("\n", "; "), EXIT.usage);
      }
      const api = createApiClient(apiUrl, io);
      const { user, token, exp } = await callContract(api, authContracts.login, { body: parsed.data });
      const file = await saveCredential(io, apiUrl, { token, email: user.email, exp });
      io.stdout(`Signed in to ${apiUrl} as ${user.email} (${user.role}); the session lasts until ${new Date(exp * 1000).toISOString()}. Token saved in ${file}.\n`);
    });

  program
    .command("logout")
    .description("Revoke the current session on the server and forget its saved token")
    .action(async (_opts: unknown, cmd: Command) => {
      const apiUrl = resolveApiUrl(cmd.optsWithGlobals().apiUrl, io);
      const token = await resolveToken(io, apiUrl);
      const api = createApiClient(apiUrl, io, token);
      try {
        await callContract(api, authContracts.logout, {});
      } finally {
        // Whatever the server says, a saved token the operator asked to drop is dropped.
        if (!io.env["STEWARD_TOKEN"]?.trim() && io.fs && io.configHome) await forgetCredential(io, apiUrl);
      }
      io.stdout(`Signed out of ${apiUrl}; the session is revoked.\n`);
    });
}
