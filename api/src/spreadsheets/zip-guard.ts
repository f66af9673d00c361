// An XLSX file is a zip. Before anything is inflated, its central directory (read by fflate, which
// inflates nothing for an entry its filter declines) must declare a sane archive: a bounded number
// of entries, a bounded uncompressed total, and no entry that expands past a ratio a real workbook
// never reaches. Only then are the entries the reader needs inflated, and each must come out at
// exactly the size it declared, so a lying directory is caught as well.
import { unzipSync } from "fflate";
import { SpreadsheetRefused } from "./file-refusal.ts";

export const ZIP_LIMITS = {
  maxEntries: 1_000,
  /** Declared uncompressed bytes of all entries together. */
  maxUncompressedTotal: 200 * 1024 * 1024,
  /** Uncompressed / compressed, for entries large enough for it to matter. */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

export interface ZipEntryInfo {
  name: string;
  size: number;
  originalSize: number;
}

/** The archive's entries as its central directory declares them; refuses a file that is no zip. */
export function zipDirectory(bytes: Uint8Array): ZipEntryInfo[] {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) throw new SpreadsheetRefused("not_xlsx");
  const entries: ZipEntryInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    throw new SpreadsheetRefused("not_xlsx");
  }
  return entries;
}

/** Refuses an archive whose declared sizes are those of a zip bomb. */
export function checkZipBomb(entries: readonly ZipEntryInfo[]): void {
  if (entries.length > ZIP_LIMITS.maxEntries) throw new SpreadsheetRefused("zip_bomb");
  let total = 0;
  for (const entry of entries) {
    total += entry.originalSize;
    if (total > ZIP_LIMITS.maxUncompressedTotal) throw new SpreadsheetRefused("zip_bomb");
    if (entry.originalSize > ZIP_LIMITS.ratioFloorBytes && entry.originalSize > ZIP_LIMITS.maxRatio * Math.max(entry.size, 1)) {
      throw new SpreadsheetRefused("zip_bomb");
    }
  }
}

/**
 * The named entries inflated, after the checks above; an entry that inflates to another size than
 * declared refuses the file.
 */
export function inflateEntries(bytes: Uint8Array, wanted: ReadonlySet<string>, declared: readonly ZipEntryInfo[]): Map<string, Uint8Array> {
  const sizes = new Map(declared.map((e) => [e.name, e.originalSize]));
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
  } catch {
    throw new SpreadsheetRefused("not_xlsx");
  }
  const out = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) {
    if (data.length !== sizes.get(name)) throw new SpreadsheetRefused("zip_bomb");
    out.set(name, data);
  }
  return out;
}
