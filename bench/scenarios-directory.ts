// The public directory's hot paths (issue 20): publish a slice of the institution's active accounts
// (through the API, as an administrator would), attest the first, then give run.ts the URLs to load:
// the verify API for that account's address, and the directory page revalidated with its ETag.
import { createClient } from "@libsql/client";
import { http } from "../tests/support/server.ts";

export interface DirectoryBench {
  verifyPath: string;
  pagePath: string;
  pageEtag: string;
  published: number;
}

export async function prepareDirectory(serverUrl: string, databaseUrl: string, superToken: string, count: number): Promise<DirectoryBench> {
  const list = await http(serverUrl, "GET", `/api/social-medias?status=active&limit=100&sort=name`, { token: superToken });
  const accounts = (list.body.docs ?? []) as { id: number; profileUrl: string }[];
  const chosen = accounts.slice(0, count);
  if (chosen.length === 0) throw new Error(`no active account to publish: ${list.status}`);
  for (const a of chosen) {
    const res = await http(serverUrl, "PUT", `/api/social-medias/${a.id}/public-listing`, { token: superToken, body: { publicListing: true } });
    if (res.status !== 200) throw new Error(`publish ${a.id}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const db = createClient({ url: databaseUrl });
  try {
    await db.execute({ sql: "INSERT OR REPLACE INTO account_attestations (social_media_id, last_attested_at) VALUES (?, ?)", args: [chosen[0]!.id, new Date().toISOString()] });
  } finally {
    db.close();
  }
  const verifyPath = `/public/v1/verify?url=${encodeURIComponent(chosen[0]!.profileUrl)}`;
  const check = await http(serverUrl, "GET", verifyPath);
  if (check.status !== 200 || check.body.account?.id !== chosen[0]!.id) throw new Error(`verify did not find the published account: ${JSON.stringify(check.body)}`);
  const pagePath = "/directory";
  const page = await fetch(`${serverUrl}${pagePath}`);
  await page.arrayBuffer();
  return { verifyPath, pagePath, pageEtag: page.headers.get("etag") ?? "", published: chosen.length };
}
