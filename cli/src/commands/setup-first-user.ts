import type { Command } from "commander";
import { authContracts, firstUserInputSchema, formatValidationErrors } from "@steward/shared";
import { callContract, createApiClient, resolveApiUrl } from "../api-client.ts";
import { CliError, EXIT, type CliIO } from "../io.ts";

interface Options {
  name?: string;
  email?: string;
  password?: string;
}

async function ask(io: CliIO, field: string, given: string | undefined, secret = false): Promise<string> {
  if (given !== undefined) return given;
  const answer = await io.prompt?.(`${field}: `, { secret });
  if (answer === undefined) throw new CliError(`--${field.toLowerCase()} is required (no terminal to ask on)`, EXIT.usage);
  return answer;
}

export function registerSetup(program: Command, io: CliIO): void {
  const setup = program.command("setup").description("Bootstrap a new installation");
  setup
    .command("first-user")
    .description("Create the first super admin; refused once any user exists")
    .option("--name <name>", "full name")
    .option("--email <email>", "e-mail address used to sign in")
    .option("--password <password>", "at least 8 characters (prompted without echo when omitted on a terminal)")
    .action(async (opts: Options, cmd: Command) => {
      const api = createApiClient(resolveApiUrl(cmd.optsWithGlobals().apiUrl, io), io);
      const status = await callContract(api, authContracts.setup, {});
      if (!status.firstUserRequired) throw new CliError("refused: this installation already has users", EXIT.refused);
      const input = {
        name: await ask(io, "Name", opts.name),
        email: await ask(io, "Email", opts.email),
        password: await ask(io, "Password", opts.password, true),
      };
      const parsed = firstUserInputSchema.safeParse(input);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw new CliError(formatValidationErrors(issues).replaceAll("\n", "; "), EXIT.usage);
      }
      const { user } = await callContract(api, authContracts.createFirstUser, { body: parsed.data });
      io.stdout(`Created super admin ${user.email} (id ${user.id}). Sign in at the dashboard or with \`steward login\`.\n`);
    });
}
