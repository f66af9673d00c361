// How the API tests read a file's first bytes for the commit watch (db/file-client/commit-watch.ts).
// Node maps no files; a pread shows the very pages SQLite's mapping of `-shm` does, so the watch
// runs as on the server, at the price of a system call a read. The descriptor stays open for the
// test process's life: closing it would drop SQLite's locks on the file (map-file.ts beside it).
import { fstatSync, openSync, readSync } from "node:fs";
import type { MapFile } from "../src/db/file-client/commit-watch.ts";

export const preadFile: MapFile = (path, bytes) => {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return undefined;
  }
  if (fstatSync(fd).size < bytes) return undefined;
  const words = new Uint32Array(bytes / 4);
  const view = new Uint8Array(words.buffer);
  return () => {
    readSync(fd, view, 0, bytes, 0);
    return words;
  };
};
