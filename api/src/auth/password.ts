// PBKDF2-SHA256 through WebCrypto, so the same code runs on Deno and on Node in tests. The cost is
// stored in each hash, so it can be raised later without invalidating existing passwords.
const encoder = new TextEncoder();
export const PBKDF2_ITERATIONS = 600_000;

function b64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function unb64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
}

export function createPasswordHasher(iterations = PBKDF2_ITERATIONS): PasswordHasher {
  // Verifying against this when there is no user (or no password) keeps the answer time similar.
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const digest = await derive(password, salt, iterations);
    return `pbkdf2_sha256$${iterations}$${b64(salt)}$${b64(digest)}`;
  };
  return {
    hash,
    async verify(password, stored) {
      const target = stored ?? (await (dummy ??= hash("steward-timing-equaliser")));
      const [scheme, iter, salt, digest] = target.split("$");
      if (scheme !== "pbkdf2_sha256" || !iter || !salt || !digest) return false;
      const actual = await derive(password, unb64(salt), Number(iter));
      return equalBytes(actual, unb64(digest)) && stored !== null;
    },
  };
}
