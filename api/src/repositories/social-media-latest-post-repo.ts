// The last post fetched for each account, kept so the details dialog can show it without calling
// the provider again.
import { eq } from "drizzle-orm";
import type { LatestPost } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { latestPosts } from "../db/schema.ts";

export async function saveLatestPost(ex: Executor, socialMediaId: number, post: LatestPost, fetchedAt: string): Promise<void> {
  const values = { socialMediaId, platform: post.platform, data: { ...post }, fetchedAt };
  await ex
    .insert(latestPosts)
    .values(values)
    .onConflictDoUpdate({ target: latestPosts.socialMediaId, set: { platform: values.platform, data: values.data, fetchedAt } });
}

export async function findSavedLatestPost(ex: Executor, socialMediaId: number): Promise<LatestPost | null> {
  const [row] = await ex.select({ data: latestPosts.data }).from(latestPosts).where(eq(latestPosts.socialMediaId, socialMediaId)).limit(1);
  return row ? (row.data as unknown as LatestPost) : null;
}
