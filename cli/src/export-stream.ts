// Saving an export the server streams (the audit log, a campaign's evidence): bytes copied to a
// file or stdout as they come, with a line count for the progress bar and the closing message.
import { CliError, EXIT, requireFs, type CliIO } from "./io.ts";
import { createProgress, wantsProgress } from "./progress.ts";

export const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;

/**
 * Copies through ONE reused buffer (a BYOB reader), so the process allocates nothing per chunk: a
 * plain reader hands out a fresh buffer each time, which piles up as garbage until the next GC.
 */
export async function copyCounting(source: ReadableStream<Uint8Array>, sink: WritableStream<Uint8Array>, seen: (chunk: Uint8Array) => void): Promise<void> {
  const writer = sink.getWriter();
  let reader: ReadableStreamBYOBReader | undefined;
  try {
    reader = source.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream: copy chunk by chunk.
  }
  try {
    if (reader) {
      let buffer: ArrayBuffer = new ArrayBuffer(COPY_BUFFER_BYTES);
      for (;;) {
        const { done, value } = await reader.read(new Uint8Array(buffer));
        if (done || !value) break;
        seen(value);
        await writer.write(value);
        buffer = value.buffer as ArrayBuffer;
      }
    } else {
      // A reader rather than for-await: not every DOM typing gives streams an async iterator.
      const chunks = source.getReader();
      for (;;) {
        const { done, value } = await chunks.read();
        if (done) break;
        seen(value);
        await writer.write(value);
      }
    }
    await writer.close();
  } finally {
    writer.releaseLock();
  }
}

const COPY_BUFFER_BYTES = 64 * 1024;

/**
 * Copies `res`'s body to `out` (or stdout). Returns what was copied, or null when a reader of
 * stdout stopped early (`| head`), which is not a failure of the export.
 */
export async function saveExport(io: CliIO, res: Response, out: string | undefined, progressFlag: boolean | undefined): Promise<{ lines: number; bytes: number } | null> {
  if (!res.body) throw new CliError("the API answered the export without a body");
  let sink: WritableStream<Uint8Array>;
  if (out) {
    try {
      // An export names people (audit entries, evidence): owner-only, like the saved token.
      sink = await requireFs(io).openWrite(out, { mode: 0o600 });
    } catch {
      throw new CliError(`cannot write ${out}`, EXIT.usage);
    }
  } else {
    if (!io.stdoutStream) throw new CliError("no stdout stream");
    sink = io.stdoutStream();
  }
  const progress = createProgress(io, wantsProgress(io, progressFlag), "exporting");
  let bytes = 0;
  let lines = 0;
  try {
    await copyCounting(res.body, sink, (chunk) => {
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
      progress.update(lines, `lines, ${mb(bytes)}`);
    });
  } catch (e) {
    if (!out && e instanceof Error && /broken pipe/i.test(e.message)) return null;
    throw new CliError(`the export stopped before its end: ${e instanceof Error ? e.message : String(e)}`);
  }
  progress.finish(`lines, ${mb(bytes)}`);
  return { lines, bytes };
}
