// Maps the first bytes of a file into memory, read-only and shared, as SQLite maps a database's
// `-shm` (commit-watch.ts reads the WAL-index header there). Under Deno only, through FFI into the
// C library, which the libSQL driver already needs (--allow-ffi); anywhere it cannot (Node,
// another OS, no FFI) it answers undefined and the database is asked instead.
//
// The descriptor is never closed, on purpose: POSIX drops every lock a process holds on a file as
// soon as any one of its descriptors for that file is closed, and SQLite's connections in this
// process hold theirs on this very file. One descriptor and one page stay mapped per database
// client opened, for the life of the process.
import type { MapFile } from "./commit-watch.ts";

const O_RDONLY = 0;
const PROT_READ = 1;
const MAP_SHARED = 1;
const PAGE = 4096;
/** mmap's MAP_FAILED, (void *) -1. */
const MAP_FAILED = 2n ** 64n - 1n;

const SYMBOLS = {
  open: { parameters: ["buffer", "i32"], result: "i32" },
  mmap: { parameters: ["pointer", "usize", "i32", "i32", "i32", "i64"], result: "pointer" },
} as const;

/** The few parts of Deno's API used here, typed here so that the module also compiles for Node. */
interface DenoFfi {
  build: { os: string };
  statSync(path: string): { size: number };
  dlopen(
    name: string,
    symbols: typeof SYMBOLS,
  ): { symbols: { open(path: Uint8Array, flags: number): number; mmap(at: null, bytes: bigint, prot: number, flags: number, fd: number, offset: bigint): object | null } };
  UnsafePointer: { value(pointer: object): bigint | number };
  UnsafePointerView: { getArrayBuffer(pointer: object, bytes: number): ArrayBuffer };
}

const deno = (globalThis as unknown as { Deno?: DenoFfi }).Deno;

let libc: ReturnType<DenoFfi["dlopen"]>["symbols"] | null | undefined;
function cLibrary(d: DenoFfi) {
  if (libc !== undefined) return libc;
  const name = d.build.os === "linux" ? "libc.so.6" : d.build.os === "darwin" ? "libSystem.B.dylib" : undefined;
  try {
    libc = name === undefined ? null : d.dlopen(name, SYMBOLS).symbols;
  } catch {
    // FFI not allowed, or no such library: the database answers instead
    libc = null;
  }
  return libc;
}

export const mapFileWithDeno: MapFile = (path, bytes) => {
  if (deno === undefined || bytes > PAGE) return undefined;
  // Mapping past a file's end would fault on the first read.
  try {
    if (deno.statSync(path).size < bytes) return undefined;
  } catch {
    return undefined;
  }
  const c = cLibrary(deno);
  if (!c) return undefined;
  const fd = c.open(new TextEncoder().encode(`${path}\0`), O_RDONLY);
  if (fd < 0) return undefined;
  const pointer = c.mmap(null, BigInt(PAGE), PROT_READ, MAP_SHARED, fd, 0n);
  if (pointer === null || BigInt(deno.UnsafePointer.value(pointer)) === MAP_FAILED) return undefined;
  const words = new Uint32Array(deno.UnsafePointerView.getArrayBuffer(pointer, bytes));
  return () => words;
};
