// An embedded replica: a local database file that the libSQL driver keeps in step with a libSQL
// server. Reads are answered from the file; writes (transactions included) are forwarded to the
// server, and the driver then brings the file up to that write before answering, so an instance
// always reads its own changes. What other instances change arrives with the next sync, every
// `syncIntervalSeconds` (README: "Several instances on one libSQL server"), or sooner: before an
// instance decides who is calling, it asks the server for its change version and syncs first if
// its file is behind (`catchUpWithServer`), so a session revoked or a role changed anywhere is
// never honoured, and the rest of the request reads at least what the server held when it began.
import { createClient, type Client } from "@libsql/client";
import { READ_VERSION_SQL, versionIn } from "./change-version.ts";
import { CATCH_UP_WAIT_MS, ReplicaBehind } from "./coalescing-client.ts";
import { DatabaseUnreachable } from "./unreachable.ts";

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

/**
 * A read that callers share: each call gets the answer of a read sent after it was made, so an
 * answer is never older than the call; calls made while one is on the wire share the next one.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let onTheWire: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const send = (): Promise<T> => {
    const sent = read();
    onTheWire = sent;
    const done = () => {
      if (onTheWire === sent) onTheWire = undefined;
    };
    sent.then(done, done);
    return sent;
  };
  return () => {
    if (!onTheWire) return send();
    next ??= onTheWire.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return send();
    });
    return next;
  };
}

/**
 * What `Database.catchUp` does on an embedded replica: one small read of the server's change
 * version (shared by the calls waiting at the same moment); if the file shows less, a sync (one
 * at a time), until it shows at least that. The server out of reach is a 503, never an answer from
 * a file that may be behind.
 */
export function catchUpWithServer(replica: Client, server: Client): () => Promise<void> {
  const serverVersion = sharedFreshRead(async () => versionIn(await server.execute(READ_VERSION_SQL)));
  const localVersion = async () => versionIn(await replica.execute(READ_VERSION_SQL));
  let syncing: Promise<void> | undefined;
  const syncOnce = () =>
    (syncing ??= syncNow(replica).finally(() => {
      syncing = undefined;
    }));
  return async () => {
    const wanted = await serverVersion();
    const deadline = Date.now() + CATCH_UP_WAIT_MS;
    for (let found = await localVersion(); found < wanted; found = await localVersion()) {
      if (Date.now() > deadline) throw new ReplicaBehind(wanted, found);
      // A sync already under way may have begun before `wanted` was read: then one more.
      await syncOnce().catch((e: unknown) => {
        throw new DatabaseUnreachable(e);
      });
    }
  };
}
