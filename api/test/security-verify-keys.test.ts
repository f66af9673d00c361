// Keys that lose identity (issue 27, point 3): the verify API must never call an impostor's
// address official because it shares a key with the institution's. Each test publishes a real
// account through the API, then asks about the addresses an attacker would try.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VALIDATION } from "@steward/shared";
import { accountAttestations } from "../src/db/tables/attestations.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;

beforeEach(async () => {
  h = await createHarness({ STEWARD_PUBLIC_RATE_LIMIT: "0" });
  w = await buildAccountWorld(h);
});
afterEach(() => h.close());

const WECHAT = "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA3OTIzNjQ0MQ==&scene=124#wechat_redirect";

const rows = async (sql: string, args: (string | number)[] = []) => (await h.database.direct.$client.execute({ sql, args })).rows;
const auditCount = async () => Number((await rows("SELECT count(*) AS n FROM audit_logs"))[0]?.["n"]);
const publish = (id: number, publicListing = true) => call(h, "PUT", `/api/social-medias/${id}/public-listing`, { token: w.tokens.unitAdmin, body: { publicListing } });
const verify = async (url: string) => (await call(h, "GET", `/public/v1/verify?url=${encodeURIComponent(url)}`)).body;

/** An account created by a super admin (so active), published and attested. */
async function officialAccount(overrides: Record<string, unknown>): Promise<number> {
  const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { accountHandle: "", businessId: "", ...overrides }));
  const res = await publish(id);
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
  await h.database.direct.insert(accountAttestations).values({ socialMediaId: id, lastAttestedAt: "2026-03-01T12:00:00.000Z" });
  return id;
}

describe("An 'other' platform's address whose account is named in its query", () => {
  it("verifies its own address in every order, and not another __biz or the bare page", async () => {
    const id = await officialAccount({ name: "Uniandes on WeChat", platform: "other", profileUrl: WECHAT });
    for (const same of [WECHAT, "mp.weixin.qq.com/mp/profile_ext?__biz=MzA3OTIzNjQ0MQ%3D%3D&scene=124&action=home&utm_source=share"]) {
      expect(await verify(same), same).toMatchObject({ verified: true, account: { id } });
    }
    for (const impostor of [
      "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzI0NjEwODc4Ng==&scene=124#wechat_redirect",
      "https://mp.weixin.qq.com/mp/profile_ext?action=home&scene=124",
      "https://mp.weixin.qq.com/mp/profile_ext",
    ]) {
      expect(await verify(impostor), impostor).toEqual({ verified: false, account: null, unit: null, lastAttestedAt: null, validUntil: null, reason: "not_found", summary: expect.stringMatching(/^No: this address is not among/) });
    }
  });

  it("keeps the path's case, the port and other subdomains apart; www. and a trailing dot are the same host", async () => {
    const id = await officialAccount({ name: "Uniandes elsewhere", platform: "other", profileUrl: "https://www.social.example/Uni.Andes" });
    for (const same of ["social.example/Uni.Andes/", "https://social.example./Uni.Andes", "http://social.example/Uni%2EAndes"]) {
      expect(await verify(same), same).toMatchObject({ verified: true, account: { id } });
    }
    for (const impostor of [
      "https://social.example/uni.andes",
      "https://social.example:8443/Uni.Andes",
      "https://m.social.example/Uni.Andes",
      "https://www.social.example@evil.example/Uni.Andes",
    ]) {
      expect((await verify(impostor)).verified, impostor).toBe(false);
      expect((await verify(impostor)).account, impostor).toBeNull();
    }
    expect(await verify("https://someone@social.example/Uni.Andes")).toMatchObject({ verified: false, reason: "malformed_url" });
  });
});

describe("An address that cannot be told apart from others", () => {
  it("is refused when publishing, with the reason on the profile URL, and records nothing", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "WeChat home", platform: "other", profileUrl: "https://mp.weixin.qq.com/?utm_source=share", accountHandle: "" }));
    const before = await auditCount();
    const res = await publish(id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: "ValidationError", errors: [{ path: "profileUrl", message: VALIDATION.profileUrlNotPublishable }] });
    expect(await auditCount()).toBe(before);
    expect((await call(h, "GET", `/api/social-medias/${id}/publication`, { token: w.tokens.unitAdmin })).body.publicListing).toBe(false);
    expect(await verify("https://mp.weixin.qq.com/")).toMatchObject({ verified: false, account: null, reason: "not_a_profile_url" });
  });

  it("cannot replace the address of a published account", async () => {
    const id = await officialAccount({ name: "Uniandes on WeChat", platform: "other", profileUrl: WECHAT });
    const res = await call(h, "PATCH", `/api/social-medias/${id}`, { token: w.tokens.superAdmin, body: { profileUrl: "https://mp.weixin.qq.com/" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "profileUrl", message: VALIDATION.profileUrlNotPublishable }]);
    expect((await call(h, "GET", `/api/social-medias/${id}`, { token: w.tokens.superAdmin })).body.doc.profileUrl).toBe(WECHAT);
  });

  it("on a known platform: a page whose subject is in the query is refused, so no other query verifies", async () => {
    const search = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Search", platform: "facebook", profileUrl: "https://www.facebook.com/search/top?q=uniandes", accountHandle: "" }));
    expect((await publish(search)).status).toBe(400);
    expect(await verify("https://www.facebook.com/search/top?q=impostor")).toMatchObject({ verified: false, reason: "not_a_profile_url" });
  });
});

describe("YouTube's channel feed names its channel in the query", () => {
  it("verifies the official channel's feed and channel page, and not another channel's feed", async () => {
    const id = await officialAccount({ name: "Science feed", profileUrl: "https://www.youtube.com/feeds/videos.xml?channel_id=UCa1B2c3D4e5F6g7H8i9J0kL" });
    expect(await verify("https://www.youtube.com/channel/UCa1B2c3D4e5F6g7H8i9J0kL")).toMatchObject({ verified: true, account: { id } });
    expect(await verify("https://youtube.com/feeds/videos.xml?channel_id=UCa1B2c3D4e5F6g7H8i9J0kL")).toMatchObject({ verified: true, account: { id } });
    expect(await verify("https://www.youtube.com/feeds/videos.xml?channel_id=UCzzzzzzzzzzzzzzzzzzzzzz")).toMatchObject({ verified: false, account: null, reason: "not_found" });
  });
});

describe("Keys stored under an earlier rule", () => {
  it("match nothing once read by this rule, and the directory-keys job makes them again", async () => {
    const id = await officialAccount({ name: "Uniandes on WeChat", platform: "other", profileUrl: WECHAT });
    // What a database written before issue 27 holds: the query dropped from the key.
    await rows("DELETE FROM directory_keys WHERE social_media_id = ?", [id]);
    await rows("INSERT INTO directory_keys (key, social_media_id) VALUES ('url:mp.weixin.qq.com/mp/profile_ext', ?)", [id]);
    await rows("UPDATE public_listings SET keys_rule = 0 WHERE social_media_id = ?", [id]);
    expect((await verify("https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzI0NjEwODc4Ng==")).reason).toBe("not_found");
    expect((await verify("https://mp.weixin.qq.com/mp/profile_ext")).reason).toBe("not_found");

    const runs = await h.scheduler.runDue();
    expect(runs.find((r) => r.name === "directory-keys")).toMatchObject({ ok: true, result: { recomputed: 1 } });
    expect(await verify(WECHAT)).toMatchObject({ verified: true, account: { id } });
    expect((await rows("SELECT key FROM directory_keys WHERE social_media_id = ?", [id])).map((r) => String(r["key"]))).not.toContain("url:mp.weixin.qq.com/mp/profile_ext");
    // Nothing is left for the next run.
    h.clock.now = new Date(h.clock.now.getTime() + 2 * 3_600_000);
    expect((await h.scheduler.runDue()).find((r) => r.name === "directory-keys")?.result).toEqual({ recomputed: 0 });
  });
});
