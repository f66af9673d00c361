// Whether anything was committed to a database file, told by reading memory instead of running a
// statement. `PRAGMA data_version` tells it exactly, but only inside a read transaction: two
// fcntl locks and an fstat, 3.6 µs in a loop and about 15 µs a request under load, where a kept
// public answer costs 30 µs in all (docs/performance.md, "What a freshness check costs").
//
// Why reading the header is enough: in WAL mode a commit, by any connection of any process, ends
// by writing the WAL-index header, the first 96 bytes of the `-shm` file (two copies of 48 bytes),
// and the commit is visible to a new reader exactly from then on; it is where SQLite's own
// connections look (https://www.sqlite.org/walformat.html, "The WAL-Index Header"). A commit moves
// the header's change counter, frame count and checksum; a WAL restart draws new salts; so bytes
// equal to the last read mean nothing was committed in between. Bytes read while a writer is
// half-way count as a change: that only costs a read. What follows the header (read marks,
// checkpoint progress) moves with reads and checkpoints and is not looked at.
//
// The view is kept only while a connection of ours has the file open: SQLite truncates or removes
// `-shm` only when no connection of any process has it. And it is audited: at most a second apart
// the header is compared with `data_version`; a header that missed a commit (a build whose WAL
// differs, a journal mode changed by hand) ends the view for good and `data_version` answers.

/** The header's 24 words (both copies) as they are now. The same array may be returned each time. */
export type ReadHeader = () => Uint32Array;
/** A live view of a file's first bytes, or undefined where the runtime cannot map one. */
export type MapFile = (path: string, bytes: number) => ReadHeader | undefined;

export const HEADER_BYTES = 96;
const HEADER_WORDS = HEADER_BYTES / 4;
export const AUDIT_EVERY_MS = 1000;

export interface CommitWatch {
  /** A number that changes whenever anything was committed since the last call. */
  version(): number;
  /** False once an audit found the header missing a commit; `data_version` must answer then. */
  readonly trusted: boolean;
}

/**
 * Watches `readHeader`; `dataVersion` is the exact but slow answer it is audited against, and
 * `now` the clock that spaces the audits.
 */
export function watchCommits(readHeader: ReadHeader, dataVersion: () => number, now: () => number = Date.now): CommitWatch {
  const last = new Uint32Array(HEADER_WORDS);
  // 0 until the header was first read, so that first read counts as a change.
  let version = 0;
  let trusted = true;

  const headerVersion = (): number => {
    const words = readHeader();
    let same = version > 0;
    for (let i = 0; i < HEADER_WORDS; i++) {
      const w = words[i]!;
      if (w !== last[i]) {
        same = false;
        last[i] = w;
      }
    }
    if (!same) version += 1;
    return version;
  };

  // The audit's last pair: the header's version read just before `data_version` was.
  let auditedAt = now();
  let auditedVersion = headerVersion();
  let auditedData = dataVersion();

  const audit = (before: number): void => {
    const data = dataVersion();
    // A commit made between the header's read and data_version's shows in a second read of the
    // header; only a header unmoved since the last audit while data_version moved is a miss.
    if (data !== auditedData && before === auditedVersion && headerVersion() === auditedVersion) trusted = false;
    auditedVersion = before;
    auditedData = data;
  };

  return {
    version() {
      const v = headerVersion();
      const t = now();
      if (t - auditedAt >= AUDIT_EVERY_MS) {
        auditedAt = t;
        audit(v);
      }
      return v;
    },
    get trusted() {
      return trusted;
    },
  };
}
