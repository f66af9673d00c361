// Where `steward login` keeps its token: <config>/steward/credentials.json, readable by its owner
// only (0600, folder 0700), one token per API address. STEWARD_TOKEN, when set, wins over the file.
import { CliError, EXIT, requireFs, type CliIO } from "./io.ts";

export interface StoredCredential {
  token: string;
  email: string;
  exp: number;
}

type CredentialFile = Record<string, StoredCredential>;

export function configFolder(io: CliIO): string {
  const home = io.configHome;
  if (!home) throw new CliError("cannot tell where your configuration folder is (set XDG_CONFIG_HOME or HOME)", EXIT.usage);
  return `${home}/steward`;
}

export const credentialsPath = (io: CliIO) => `${configFolder(io)}/credentials.json`;

async function readAll(io: CliIO): Promise<CredentialFile> {
  const text = await requireFs(io).readTextFile(credentialsPath(io));
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as CredentialFile) : {};
  } catch {
    return {};
  }
}

export async function saveCredential(io: CliIO, apiUrl: string, credential: StoredCredential): Promise<string> {
  const fs = requireFs(io);
  await fs.mkdir(configFolder(io), 0o700);
  const all = await readAll(io);
  all[apiUrl] = credential;
  await fs.writeTextFile(credentialsPath(io), `${JSON.stringify(all, null, 2)}\n`, 0o600);
  return credentialsPath(io);
}

export async function forgetCredential(io: CliIO, apiUrl: string): Promise<void> {
  const all = await readAll(io);
  if (!(apiUrl in all)) return;
  delete all[apiUrl];
  const fs = requireFs(io);
  if (Object.keys(all).length === 0) await fs.remove(credentialsPath(io));
  else await fs.writeTextFile(credentialsPath(io), `${JSON.stringify(all, null, 2)}\n`, 0o600);
}

export async function storedCredential(io: CliIO, apiUrl: string): Promise<StoredCredential | undefined> {
  return (await readAll(io))[apiUrl];
}

/** The token to send: STEWARD_TOKEN, else the one saved by `steward login` for this address. */
export async function resolveToken(io: CliIO, apiUrl: string): Promise<string> {
  const fromEnv = io.env["STEWARD_TOKEN"]?.trim();
  if (fromEnv) return fromEnv;
  const stored = io.fs && io.configHome ? await storedCredential(io, apiUrl) : undefined;
  if (!stored) throw new CliError(`not signed in to ${apiUrl}: run \`steward login\` or set STEWARD_TOKEN`, EXIT.refused);
  return stored.token;
}
