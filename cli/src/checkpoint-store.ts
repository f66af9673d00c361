// Where `steward audit verify` keeps the heads it verified, per API address: a file (by default
// in the configuration folder; a path on a shared mount lets a team and a scheduled job share
// them) or an HTTP(S) address that answers GET with the JSON and accepts PUT of it (a WebDAV
// folder, an object store's presigned address, a small internal service). A shared store means a
// truncation is noticed against what anyone verified, not only what this laptop did.
import { configFolder } from "./credentials.ts";
import { CliError, type CliIO } from "./io.ts";

export interface Checkpoint {
  id: number;
  hash: string;
  verifiedAt: string;
  /** The newest sanctioned restore seen then: a restore after it may replace this head. */
  lastRestore?: { id: number; hash: string };
}

export interface CheckpointStore {
  /** Where they are, for messages. */
  where: string;
  read(): Promise<Record<string, Checkpoint>>;
  write(all: Record<string, Checkpoint>): Promise<void>;
}

function parse(text: string | undefined, where: string): Record<string, Checkpoint> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, Checkpoint>;
  } catch {
    // below
  }
  throw new CliError(`the checkpoints at ${where} are not a JSON object of verified heads: fix or remove them`);
}

function httpStore(url: string, io: CliIO): CheckpointStore {
  const token = io.env["STEWARD_AUDIT_CHECKPOINTS_TOKEN"];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const unreachable = (e: unknown) => new CliError(`cannot reach the checkpoints at ${url}: ${e instanceof Error ? e.message : String(e)}`);
  return {
    where: url,
    async read() {
      const res = await io.fetch(url, { headers }).catch((e) => Promise.reject(unreachable(e)));
      if (res.status === 404) return {};
      if (!res.ok) throw new CliError(`the checkpoints at ${url} answered ${res.status} to a read`);
      return parse(await res.text(), url);
    },
    async write(all) {
      const res = await io
        .fetch(url, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: `${JSON.stringify(all, null, 2)}\n` })
        .catch((e) => Promise.reject(unreachable(e)));
      if (!res.ok) throw new CliError(`the checkpoints at ${url} answered ${res.status} to a write: the head verified now was not recorded`);
    },
  };
}

function fileStore(path: string, io: CliIO, makeFolder: boolean): CheckpointStore {
  const fs = io.fs;
  return {
    where: path,
    async read() {
      return fs ? parse(await fs.readTextFile(path), path) : {};
    },
    async write(all) {
      if (!fs) return;
      if (makeFolder) await fs.mkdir(configFolder(io), 0o700);
      await fs.writeTextFile(path, `${JSON.stringify(all, null, 2)}\n`, 0o600);
    },
  };
}

/** `--checkpoints`, else STEWARD_AUDIT_CHECKPOINTS, else the configuration folder's file; null without one. */
export function checkpointStore(io: CliIO, location: string | undefined): CheckpointStore | null {
  const chosen = location ?? io.env["STEWARD_AUDIT_CHECKPOINTS"];
  if (chosen) return /^https?:\/\//i.test(chosen) ? httpStore(chosen, io) : fileStore(chosen, io, false);
  if (!io.fs || !io.configHome) return null;
  return fileStore(`${configFolder(io)}/audit-checkpoints.json`, io, true);
}
