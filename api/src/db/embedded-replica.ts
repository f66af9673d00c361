// An embedded replica: a local database file that the libSQL driver keeps in step with a libSQL
// server. Reads are answered from the file; writes (transactions included) are forwarded to the
// server, and the driver then brings the file up to that write before answering, so an instance
// always reads its own changes. What other instances change arrives with the next sync, every
// `syncIntervalSeconds` (README: "Several instances on one libSQL server").
import { createClient, type Client } from "@libsql/client";

export interface EmbeddedReplica {
  /** The server the file follows and writes go to: libsql://, http(s)://. */
  syncUrl: string;
  syncIntervalSeconds: number;
}

export function embeddedReplicaOf(settings: { DATABASE_SYNC_URL?: string | undefined; DATABASE_SYNC_INTERVAL: number }): EmbeddedReplica | undefined {
  return settings.DATABASE_SYNC_URL ? { syncUrl: settings.DATABASE_SYNC_URL, syncIntervalSeconds: settings.DATABASE_SYNC_INTERVAL } : undefined;
}

/** The driver could not bring the file in step with the server (opening syncs too). */
export class ReplicaSyncFailed extends Error {
  /** The driver's own words, first line only. */
  readonly reason: string;
  constructor(cause: unknown) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0]!;
    super(`the embedded replica could not sync: ${reason}`, { cause });
    this.name = "ReplicaSyncFailed";
    this.reason = reason;
  }
}

export function openEmbeddedReplica(url: string, authToken: string | undefined, replica: EmbeddedReplica): Client {
  try {
    return createClient({ url, syncUrl: replica.syncUrl, authToken, syncInterval: replica.syncIntervalSeconds, readYourWrites: true, intMode: "number" });
  } catch (e) {
    throw new ReplicaSyncFailed(e);
  }
}

/** Brings the file up to the server's newest commit now, rather than at the next interval. */
export async function syncNow(client: Client): Promise<void> {
  try {
    await client.sync();
  } catch (e) {
    throw new ReplicaSyncFailed(e);
  }
}
