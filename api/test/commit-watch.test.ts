// The change version read from the WAL-index header (db/file-client/commit-watch.ts): it must move
// with every commit, whoever makes it, and only then; and a header that stops following commits
// must be caught by the audit, not trusted. The header is read as the API tests read it (a pread,
// pread-file.ts); the server maps it (tests/server/commit-watch.test.ts checks that path).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUDIT_EVERY_MS, HEADER_BYTES, watchCommits, type ReadHeader } from "../src/db/file-client/commit-watch.ts";
import { LocalClient } from "../src/db/file-client/local-client.ts";
import { preadFile } from "./pread-file.ts";

type Connection = InstanceType<typeof Database>;

let dir: string;
let file: string;
let writer: Connection;
let watcher: Connection;
let readHeader: ReadHeader;
const dataVersion = () => (watcher.prepare("PRAGMA data_version").raw(true).get([]) as [number])[0];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "steward-commit-watch-"));
  file = join(dir, "t.db");
  writer = new Database(file);
  writer.exec("PRAGMA journal_mode = WAL; CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
  watcher = new Database(file);
  dataVersion();
  readHeader = preadFile(`${file}-shm`, HEADER_BYTES)!;
});

afterEach(() => {
  writer.close();
  watcher.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A commit by another process: node with the same driver, on the same file. */
function commitElsewhere(sql: string): void {
  execFileSync(process.execPath, ["-e", `const D = require("libsql"); const d = new D(${JSON.stringify(file)}); d.exec(${JSON.stringify(sql)}); d.close();`], { cwd: process.cwd() });
}

describe("the WAL-index header as the change version", () => {
  it("moves with every commit, of this process or another, and with nothing else", () => {
    const watch = watchCommits(readHeader, dataVersion);
    const start = watch.version();
    // Reads, read transactions and data_version itself move read marks, not the header.
    const reader = new Database(file);
    for (let i = 0; i < 20; i++) reader.prepare("SELECT count(*) FROM notes").get([]);
    reader.exec("BEGIN; SELECT * FROM notes; COMMIT");
    dataVersion();
    expect(watch.version()).toBe(start);

    writer.exec("INSERT INTO notes (body) VALUES ('one')");
    const afterOne = watch.version();
    expect(afterOne).not.toBe(start);
    expect(watch.version()).toBe(afterOne);

    writer.exec("BEGIN IMMEDIATE; INSERT INTO notes (body) VALUES ('two'); UPDATE notes SET body = 'uno' WHERE body = 'one'; COMMIT");
    const afterTwo = watch.version();
    expect(afterTwo).not.toBe(afterOne);

    commitElsewhere("INSERT INTO notes (body) VALUES ('from another process')");
    const afterOther = watch.version();
    expect(afterOther).not.toBe(afterTwo);
    expect(watch.version()).toBe(afterOther);
    reader.close();
  });

  it("sees a commit after the WAL was checkpointed and started over", () => {
    const watch = watchCommits(readHeader, dataVersion);
    writer.exec("INSERT INTO notes (body) VALUES ('before')");
    const before = watch.version();
    // The next writer writes the log from its start again, under new salts.
    commitElsewhere("PRAGMA wal_checkpoint(TRUNCATE)");
    const checkpointed = watch.version();
    writer.exec("INSERT INTO notes (body) VALUES ('after')");
    const after = watch.version();
    expect(after).not.toBe(before);
    expect(after).not.toBe(checkpointed);
  });

  it("stays trusted when every call is audited and commits land anywhere, between the header's read and data_version's too", () => {
    let clock = 0;
    let sneak = false;
    const racingDataVersion = () => {
      // A commit landing after the header was read and before data_version is: not a miss.
      if (sneak) writer.exec("INSERT INTO notes (body) VALUES ('in between')");
      return dataVersion();
    };
    const watch = watchCommits(readHeader, racingDataVersion, () => (clock += AUDIT_EVERY_MS));
    let last = watch.version();
    for (let i = 0; i < 40; i++) {
      sneak = i % 3 === 0;
      if (i % 2 === 0) writer.exec("INSERT INTO notes (body) VALUES ('between calls')");
      const v = watch.version();
      if (i % 2 === 0) expect(v).not.toBe(last);
      last = v;
      expect(watch.trusted).toBe(true);
    }
  });

  it("an audit catches a header that stopped following commits, and only after a commit it missed", () => {
    let clock = 0;
    const frozen = Uint32Array.from(readHeader());
    const watch = watchCommits(() => frozen, dataVersion, () => clock);
    const v = watch.version();
    clock += AUDIT_EVERY_MS;
    expect(watch.version()).toBe(v);
    expect(watch.trusted).toBe(true);
    writer.exec("INSERT INTO notes (body) VALUES ('missed')");
    // Between audits a missed commit cannot be told; the next audit tells it.
    clock += AUDIT_EVERY_MS / 2;
    watch.version();
    expect(watch.trusted).toBe(true);
    clock += AUDIT_EVERY_MS / 2;
    watch.version();
    expect(watch.trusted).toBe(false);
  });
});

describe("the file client's change version over the header", () => {
  it("says data_version tells commits where nothing could be mapped", () => {
    const local = new LocalClient(file, { lockWaitMs: 1000, mapFile: () => undefined });
    try {
      local.changeVersion();
      expect(local.commitsToldBy).toBe("PRAGMA data_version (the WAL index could not be mapped)");
    } finally {
      local.close();
    }
  });

  it("moves with another process's commit at once", async () => {
    const local = new LocalClient(file, { lockWaitMs: 1000, mapFile: preadFile });
    try {
      expect(local.commitsToldBy).toBe("not asked yet");
      const first = local.changeVersion();
      expect(local.commitsToldBy).toBe("the WAL-index header, mapped");
      await local.execute("SELECT count(*) FROM notes");
      expect(local.changeVersion()).toBe(first);
      commitElsewhere("INSERT INTO notes (body) VALUES ('elsewhere')");
      const second = local.changeVersion();
      expect(second).not.toBe(first);
      await local.execute("INSERT INTO notes (body) VALUES ('here')");
      expect(local.changeVersion()).not.toBe(second);
    } finally {
      local.close();
    }
  });

  it("falls back to data_version, under numbers of its own, once the header is caught missing a commit", async () => {
    const frozen = Uint32Array.from(readHeader());
    let lost = 0;
    const local = new LocalClient(file, { lockWaitMs: 1000, mapFile: () => () => frozen, onCommitWatchLost: () => (lost += 1) });
    try {
      const first = local.changeVersion();
      writer.exec("INSERT INTO notes (body) VALUES ('missed by the header')");
      await new Promise((r) => setTimeout(r, AUDIT_EVERY_MS + 50));
      const audited = local.changeVersion();
      expect(audited).not.toBe(first);
      expect(lost).toBe(1);
      expect(local.commitsToldBy).toBe("PRAGMA data_version (the WAL-index header missed a commit)");
      expect(local.changeVersion()).toBe(audited);
      writer.exec("INSERT INTO notes (body) VALUES ('seen by data_version')");
      expect(local.changeVersion()).not.toBe(audited);
      // Not trusted again, even by a new watching connection.
      local.reconnect();
      local.changeVersion();
      expect(local.commitsToldBy).toBe("PRAGMA data_version (the WAL-index header missed a commit)");
      expect(lost).toBe(1);
    } finally {
      local.close();
    }
  });
});
