// The `steward` command tree. Runtime-free: cli/main.ts gives it the process's I/O.
import { Command, CommanderError } from "commander";
import { registerSetup } from "./commands/setup-first-user.ts";
import { CliError, EXIT, type CliIO } from "./io.ts";

export function buildProgram(io: CliIO): Command {
  const program = new Command("steward")
    .description("Steward operators' CLI: a client of the Steward API")
    .option("--api-url <url>", "API address (default: $STEWARD_API_URL, else http://localhost:8000)")
    .showHelpAfterError(false)
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) })
    .exitOverride();
  registerSetup(program, io);
  for (const cmd of program.commands) cmd.exitOverride().configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => io.stderr(s) });
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
