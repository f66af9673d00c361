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

export function openEmbeddedReplica(url: string, authToken: string | undefined, replica: EmbeddedReplica): Client {
  return createClient({ url, syncUrl: replica.syncUrl, authToken, syncInterval: replica.syncIntervalSeconds, readYourWrites: true, intMode: "number" });
}

/** Brings the file up to the server's newest commit now, rather than at the next interval. */
export async function syncNow(client: Client): Promise<void> {
  await client.sync();
}
