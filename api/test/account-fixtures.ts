// Accounts inserted directly (the tests of flags and the dashboard need them whatever the accounts
// API does), linked to their units in order: position 0 is the owning unit.
import type { SocialMediaStatus } from "@steward/shared";
import { latestPosts, socialMedias, socialMediaUnits } from "../src/db/schema.ts";
import type { Harness } from "./harness.ts";

export interface AccountInput {
  name: string;
  units: number[];
  status?: SocialMediaStatus;
  platform?: string;
  primaryAdminId?: number | null;
  backupAdminId?: number | null;
  verificationStatus?: string;
  thirdPartyManagement?: "yes" | "no";
  thirdPartyContact?: string;
  updatedAt?: string;
}

export async function insertAccount(h: Harness, input: AccountInput) {
  const [row] = await h.database.direct
    .insert(socialMedias)
    .values({
      name: input.name,
      profileUrl: `https://social.example/${encodeURIComponent(input.name)}`,
      platform: input.platform ?? "facebook",
      creationDate: "2026-01-01",
      status: input.status ?? "active",
      primaryAdminId: input.primaryAdminId ?? null,
      backupAdminId: input.backupAdminId ?? null,
      verificationStatus: input.verificationStatus ?? "verified",
      thirdPartyManagement: input.thirdPartyManagement ?? "no",
      thirdPartyContact: input.thirdPartyContact ?? "",
      ...(input.updatedAt ? { updatedAt: input.updatedAt } : { updatedAt: "2026-03-01T00:00:00.000Z" }),
    })
    .returning();
  if (!row) throw new Error("account insert failed");
  await h.database.direct.insert(socialMediaUnits).values(input.units.map((unitId, position) => ({ socialMediaId: row.id, unitId, position })));
  return row;
}

export async function saveLatestPost(h: Harness, socialMediaId: number, createdAt: string) {
  await h.database.direct
    .insert(latestPosts)
    .values({ socialMediaId, platform: "youtube", data: { id: "p1", created_at: createdAt }, fetchedAt: createdAt });
}
