// What the risk scan reads about every account: the account row, its two administrators' security
// and training fields, and when its saved latest post was published.
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { latestPosts, socialMedias, users } from "../db/schema.ts";
import { accountActivity } from "../db/tables/dormancy.ts";

export interface AdminFacts {
  id: number;
  name: string;
  isEnabledTwoFactor: boolean;
  trainingsComplete: boolean;
}

export interface AccountFacts {
  id: number;
  name: string;
  status: string;
  verificationStatus: string;
  thirdPartyManagement: "yes" | "no";
  thirdPartyContact: string;
  updatedAt: string;
  primaryAdmin: AdminFacts | null;
  backupAdminId: number | null;
  backupAdmin: AdminFacts | null;
  /** `created_at` of the saved latest post, when one is saved and carries a date. */
  latestPostAt: string | null;
  /** The recorded last activity (issue 19: the platform refresh or a date recorded by hand), when any. */
  lastActivityAt?: string | null;
}

export function postDate(data: Record<string, unknown>): string | null {
  const value = data["created_at"];
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

export async function loadAccountFacts(ex: Executor): Promise<AccountFacts[]> {
  const accounts = await ex.select().from(socialMedias).orderBy(asc(socialMedias.id));
  const adminIds = [...new Set(accounts.flatMap((a) => [a.primaryAdminId, a.backupAdminId]).filter((id): id is number => id !== null))];
  const admins = new Map<number, AdminFacts>();
  if (adminIds.length > 0) {
    const rows = await ex
      .select({
        id: users.id,
        name: users.name,
        isEnabledTwoFactor: users.isEnabledTwoFactor,
        accessibility: users.isCompletedTrainingAccessibility,
        risk: users.isCompletedTrainingRisk,
        brand: users.isCompletedTrainingBrand,
      })
      .from(users)
      .where(inArray(users.id, adminIds));
    for (const r of rows) {
      admins.set(r.id, { id: r.id, name: r.name, isEnabledTwoFactor: r.isEnabledTwoFactor, trainingsComplete: r.accessibility && r.risk && r.brand });
    }
  }
  const posts = new Map<number, string | null>();
  for (const p of await ex.select({ id: latestPosts.socialMediaId, data: latestPosts.data }).from(latestPosts)) posts.set(p.id, postDate(p.data));
  const activity = new Map<number, string | null>();
  for (const a of await ex.select({ id: accountActivity.socialMediaId, at: accountActivity.lastActivityAt }).from(accountActivity)) activity.set(a.id, a.at);
  return accounts.map((a) => ({
    id: a.id,
    name: a.name,
    status: a.status,
    verificationStatus: a.verificationStatus,
    thirdPartyManagement: a.thirdPartyManagement,
    thirdPartyContact: a.thirdPartyContact,
    updatedAt: a.updatedAt,
    primaryAdmin: a.primaryAdminId === null ? null : (admins.get(a.primaryAdminId) ?? null),
    backupAdminId: a.backupAdminId,
    backupAdmin: a.backupAdminId === null ? null : (admins.get(a.backupAdminId) ?? null),
    latestPostAt: posts.get(a.id) ?? null,
    lastActivityAt: activity.get(a.id) ?? null,
  }));
}
