#!/usr/bin/env node
// The Deno permission flags the release starts with, one per line (scripts/start-release.sh reads
// them). Normally just `-P=server`, the narrowed set in deno.json, whose files live in ./data. When
// a setting puts the data folder, the database file or a key file elsewhere (a systemd
// StateDirectory, /etc/steward, a container's secrets), the set's read and write lists are given
// as flags with those folders added: a flag beside -P replaces that list, it does not extend it.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

function inside(folder, path) {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** The path as given and, when a symlink leads elsewhere (systemd's DynamicUser state folders), where it leads. */
function withRealPath(path) {
  let probe = path;
  while (!existsSync(probe) && dirname(probe) !== probe) probe = dirname(probe);
  const real = join(realpathSync(probe), relative(probe, path));
  return real === path ? [path] : [path, real];
}

/** The database file a file: URL names (file:data/x.db, file:/var/lib/steward/x.db, file:///...), or null. */
function databaseFileOf(url) {
  if (!url || !url.startsWith("file:")) return null;
  const path = url.slice("file:".length).split("?")[0].replace(/^\/\/(localhost)?(?=\/)/, "");
  return resolve(root, decodeURIComponent(path));
}

// Steward's settings that name a file to read (SAML_IDP_METADATA_FILE, AUTH_SECRET_FILE, ...): other
// programs' *_FILE variables in the same environment (SSL_CERT_FILE, ...) are no reason to read.
const stewardFileSetting = /^(STEWARD|AUTH|DATABASE|SAML|OIDC|SMTP|SCIM|MAIL|YOUTUBE|X|WEBHOOK)_[A-Z0-9_]*FILE$/;

export function releasePermissionFlags(env) {
  const set = JSON.parse(readFileSync(join(root, "deno.json"), "utf8")).permissions.server;
  const data = resolve(root, "data");
  const writes = [];
  const reads = [];
  const dataDir = resolve(root, env.STEWARD_DATA_DIR || "data");
  writes.push(dataDir);
  const database = databaseFileOf(env.DATABASE_URL || "file:data/steward.db");
  if (database) writes.push(dirname(database));
  for (const [name, value] of Object.entries(env)) if (stewardFileSetting.test(name) && value) reads.push(resolve(root, value));
  const extraWrites = writes.filter((p) => !inside(data, p)).flatMap(withRealPath);
  const extraReads = [...extraWrites, ...reads.filter((p) => !inside(data, p)).flatMap(withRealPath)];
  const flags = ["-P=server"];
  if (extraReads.length > 0) flags.push(`--allow-read=${[...set.read.map((p) => resolve(root, p)), ...new Set(extraReads)].join(",")}`);
  if (extraWrites.length > 0) flags.push(`--allow-write=${[...set.write.map((p) => resolve(root, p)), ...new Set(extraWrites)].join(",")}`);
  return flags;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(releasePermissionFlags(process.env).join("\n") + "\n");
}
