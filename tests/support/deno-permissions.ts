// The Deno permissions the server runs with have one home, the "server" permission set in
// deno.json (`deno run -P=server`, as the README's commands do). A flag given beside -P replaces
// the set's list for that permission instead of adding to it, so servers started by tests and the
// bench get the same set as explicit flags, with their own temp folders added.
import { readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

type Grant = boolean | string[];
interface PermissionSet {
  read?: Grant;
  write?: Grant;
  net?: Grant;
  env?: Grant;
  sys?: Grant;
  ffi?: Grant;
}

export function serverPermissionSet(): PermissionSet {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, "deno.json"), "utf8")) as { permissions: Record<string, PermissionSet> };
  return config.permissions["server"]!;
}

/** The server's permission set as flags, with more folders to read and write (tests' temp folders, files a setting names). */
export function serverPermissionFlags(more: { read?: string[]; write?: string[] } = {}): string[] {
  const set = serverPermissionSet();
  const flag = (name: keyof PermissionSet, extra: string[] = []): string[] => {
    const grant = set[name];
    if (grant === true) return [`--allow-${name}`];
    const paths = [...(grant || []).map((p) => (name === "net" || name === "env" || name === "sys" || isAbsolute(p) ? p : join(REPO_ROOT, p))), ...extra];
    return paths.length === 0 ? [] : [`--allow-${name}=${paths.join(",")}`];
  };
  return [...flag("read", more.read), ...flag("write", more.write), ...flag("net"), ...flag("env"), ...flag("sys"), ...flag("ffi")];
}

/** What a server's settings name on disk: its data folder, its database file's folder, files it reads. */
export function foldersOf(env: Record<string, string | undefined>): { read: string[]; write: string[] } {
  const write: string[] = [];
  const add = (path: string | undefined) => {
    if (path) write.push(resolve(REPO_ROOT, path));
  };
  add(env["STEWARD_DATA_DIR"]);
  const url = env["DATABASE_URL"];
  if (url?.startsWith("file:") && !url.includes("?")) add(dirname(url.slice("file:".length).replace(/^\/\/(localhost)?(?=\/)/, "")));
  const files = Object.entries(env).flatMap(([name, value]) => (name.endsWith("_FILE") && value ? [resolve(REPO_ROOT, value)] : []));
  return { read: [...write, ...files], write };
}
