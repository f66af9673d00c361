// The `steward` command tree. Runtime-free: cli/main.ts gives it the process's I/O.
import { Command, CommanderError } from "commander";
import { registerAccess } from "./commands/access-grant.ts";
import { registerAuditExport } from "./commands/audit-export.ts";
import { registerAuditVerify } from "./commands/audit-verify.ts";
import { registerCampaign } from "./commands/campaign-export.ts";
import { registerExportList } from "./commands/export-list.ts";
import { registerFlags } from "./commands/flags-scan.ts";
import { registerImport } from "./commands/import.ts";
import { registerScim } from "./commands/scim-token.ts";
import { registerSession } from "./commands/session.ts";
import { registerSetup } from "./commands/setup-first-user.ts";
import { registerUser } from "./commands/user-deactivate.ts";
import { CliError, EXIT, type CliIO } from "./io.ts";

export function buildProgram(io: CliIO): Command {
  const program = new Command("steward")
    .description("Steward operators' CLI: a client of the Steward API")
    .option("--api-url <url>", "API address (default: $STEWARD_API_URL, else http://localhost:8000)")
    .option("--progress", "draw progress bars on stderr even when it is not a terminal")
    .option("--no-progress", "never draw progress bars")
    .showHelpAfterError(false)
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) })
    .exitOverride()
    .addHelpText(
      "after",
      `
Credentials: the token saved by \`steward login\` (per API address, in an owner-only file under
your configuration folder), or STEWARD_TOKEN. Exit codes: 0 success, 1 failure, 2 usage or invalid
input, 3 refused by the server (not signed in, not allowed, conflict).`,
    );
  registerSetup(program, io);
  registerSession(program, io);
  registerAccess(program, io);
  registerImport(program, io);
  const audit = program.command("audit").description("Export and verify the audit log");
  registerAuditExport(audit, io);
  registerAuditVerify(audit, io);
  registerFlags(program, io);
  registerCampaign(program, io);
  registerExportList(program, io);
  registerScim(program, io);
  registerUser(program, io);
  const configure = (cmd: Command) => {
    for (const sub of cmd.commands) {
      sub.exitOverride().configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) });
      configure(sub);
    }
  };
  configure(program);
  return program;
}

/** Runs one invocation and returns the exit code: 0 success, non-zero with one line on stderr. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end here with code 0; usage errors were already printed by commander.
      // A command group run without a subcommand shows its help (commander's code "commander.help").
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (e instanceof CliError) {
      io.stderr(`steward: ${e.message}\n`);
      return e.exitCode;
    }
    io.stderr(`steward: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.failure;
  }
}
