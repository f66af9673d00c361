// `steward scim token create|list|revoke`: the SCIM provisioning tokens an identity provider uses
// (super admins). The token is printed once, on stdout alone, so `$(steward scim token create ...)`
// captures it; the server keeps only its SHA-256.
import type { Command } from "commander";
import { scimTokenContracts, scimTokenNameSchema, type ScimTokenDoc } from "@steward/shared";
import { ApiError, callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { resolveToken } from "../credentials.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";

function checkedName(raw: string): string {
  const parsed = scimTokenNameSchema.safeParse(raw);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? "invalid name", EXIT.usage);
  return parsed.data;
}

/** One line per token: name, state, who made it and when, last use. */
export function formatTokenList(docs: readonly ScimTokenDoc[]): string {
  if (docs.length === 0) return "No SCIM tokens. Make one with `steward scim token create --name NAME`.";
  return docs
    .map((d) => {
      const state = d.revokedAt ? `revoked ${d.revokedAt}${d.revokedBy ? ` by ${d.revokedBy.name}` : ""}` : "live";
      const made = `made ${d.createdAt}${d.createdBy ? ` by ${d.createdBy.name}` : ""}`;
      const used = d.lastUsedAt ? `last used ${d.lastUsedAt}` : "never used";
      return `${d.name}\t${state}\t${made}\t${used}`;
    })
    .join("\n");
}

export function registerScim(program: Command, io: CliIO): void {
  const token = program
    .command("scim")
    .description("SCIM provisioning by the institution's identity provider (super admin)")
    .command("token")
    .description("The bearer tokens an identity provider provisions people with at /scim/v2");

  const client = async (cmd: Command) => {
    const apiUrl = resolveApiUrl(cmd.optsWithGlobals().apiUrl, io);
    return createApiClient(apiUrl, io, await resolveToken(io, apiUrl));
  };

  token
    .command("create")
    .description("Make a token; it is printed once on stdout and cannot be shown again")
    .requiredOption("--name <name>", "what the audit log calls it ('SCIM: <name>') and how to revoke it, e.g. entra")
    .action(async (opts: { name: string }, cmd: Command) => {
      const name = checkedName(opts.name);
      const api = await client(cmd);
      const made = await callContract(api, scimTokenContracts.create, { body: { name } });
      io.stdout(`${made.token}\n`);
      io.stderr(
        `steward: SCIM token '${made.doc.name}' made. Give it to the identity provider with the base URL ${api.baseUrl}/scim/v2; it is not shown again.\n`,
      );
    });

  token
    .command("list")
    .description("List the tokens (never the tokens themselves), revoked ones too")
    .action(async (_opts: unknown, cmd: Command) => {
      const api = await client(cmd);
      const { docs } = await callContract(api, scimTokenContracts.list, {});
      io.stdout(`${formatTokenList(docs)}\n`);
    });

  token
    .command("revoke")
    .description("Revoke the live token of this name: the provider's next request with it is refused")
    .argument("<name>", "the token's name")
    .action(async (rawName: string, _opts: unknown, cmd: Command) => {
      const name = checkedName(rawName);
      const api = await client(cmd);
      try {
        await callContract(api, scimTokenContracts.revoke, { params: { name } });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) throw new CliError(`no live SCIM token is named '${name}' (see \`steward scim token list\`)`, EXIT.failure);
        throw e;
      }
      io.stdout(`Revoked SCIM token '${name}'.\n`);
    });
}
