// What the CLI needs from the outside world, passed in so the program runs the same under tests.
export interface CliIO {
  env: Record<string, string | undefined>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Asks a question on the terminal; undefined when there is no terminal to ask on. */
  prompt?(question: string, opts?: { secret?: boolean }): Promise<string | undefined>;
  fetch: typeof fetch;
}

/** A failure the operator can act on: printed as one line on stderr, with a non-zero exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export const EXIT = { ok: 0, failure: 1, usage: 2, refused: 3 } as const;
