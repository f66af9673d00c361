// What the CLI needs from the outside world, passed in so the program runs the same under tests.
export interface CliFs {
  readFile(path: string): Promise<Uint8Array>;
  /** A file's bytes as a stream, so a large export is never held whole. */
  openRead(path: string): Promise<ReadableStream<Uint8Array>>;
  /** Creates or truncates a file; `mode` applies to a new file (0o600 for secrets). */
  openWrite(path: string, opts?: { mode?: number }): Promise<WritableStream<Uint8Array>>;
  readTextFile(path: string): Promise<string | undefined>;
  /** Writes atomically (temp file + rename) with the given mode. */
  writeTextFile(path: string, text: string, mode: number): Promise<void>;
  remove(path: string): Promise<void>;
  mkdir(path: string, mode: number): Promise<void>;
}

export interface CliIO {
  env: Record<string, string | undefined>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Asks a question on the terminal; undefined when there is no terminal to ask on. */
  prompt?(question: string, opts?: { secret?: boolean }): Promise<string | undefined>;
  fetch: typeof fetch;
  /** Standard output as a byte stream, for data such as an export. */
  stdoutStream?(): WritableStream<Uint8Array>;
  fs?: CliFs;
  /** Whether stderr is a terminal: progress bars are drawn only there unless asked for. */
  stderrIsTerminal?: boolean;
  /** The user's configuration folder (e.g. ~/.config); the token file lives below it. */
  configHome?: string;
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

export function requireFs(io: CliIO): CliFs {
  if (!io.fs) throw new CliError("this command needs file access");
  return io.fs;
}
