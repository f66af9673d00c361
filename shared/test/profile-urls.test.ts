// The addresses people paste, per platform family, each with the account it names (issue 20).
// Every base form is also tried as people really write it: without a scheme, over http, with
// `www.`/`m.`/`mobile.`, shouted, with a trailing slash, a tracking query and a fragment.
import { describe, expect, it } from "vitest";
import { accountKeys, handleKeys, profileKeys, PROFILE_URL_PROBLEMS } from "../profile-urls.ts";

type Row = [input: string, expected: string | string[] | { problem: string }];

/** The ways one address is written; each must name the same account. */
function variants(url: string): string[] {
  const u = new URL(url);
  const bare = `${u.host}${u.pathname}${u.search}`;
  const host = u.host.replace(/^www\./, "");
  return [
    url,
    bare,
    `http://${bare}`,
    `https://www.${host}${u.pathname}${u.search}`,
    `https://m.${host}${u.pathname}${u.search}`,
    `https://mobile.${host}${u.pathname}${u.search}`,
    `${url}${u.search ? "&" : "?"}utm_source=newsletter&utm_medium=email`,
    `${url}#about`,
    `${u.protocol}//${u.host}${u.pathname.replace(/\/?$/, "/")}${u.search}`,
    `  ${url}  `,
  ];
}

const FAMILIES: Record<string, { forms: Array<[string, string | string[]]>; refused: Row[] }> = {
  "X and Twitter": {
    forms: [
      ["https://x.com/UniAndes", "twitter:uniandes"],
      ["https://twitter.com/UniAndes", "twitter:uniandes"],
      ["https://x.com/@UniAndes", "twitter:uniandes"],
      ["https://twitter.com/uni_andes_2/status/1790000000000000000", "twitter:uni_andes_2"],
      ["https://x.com/Medicina_UA/with_replies", "twitter:medicina_ua"],
    ],
    refused: [
      ["https://x.com/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://twitter.com/intent/tweet?text=hi", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://x.com/search?q=uniandes", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://x.com/hashtag/Andes", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://x.com/this_handle_is_far_too_long", { problem: PROFILE_URL_PROBLEMS.malformed }],
    ],
  },
  Instagram: {
    forms: [
      ["https://www.instagram.com/uniandes/", "instagram:uniandes"],
      ["https://instagram.com/Uni.Andes", "instagram:uni.andes"],
      ["https://instagr.am/uniandes", "instagram:uniandes"],
      ["https://www.instagram.com/stories/uniandes/3310000000000000000/", "instagram:uniandes"],
      ["https://www.instagram.com/egresados_ua/reels/", "instagram:egresados_ua"],
    ],
    refused: [
      ["https://www.instagram.com/p/C1aBcDeFgHi/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.instagram.com/reel/C1aBcDeFgHi/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.instagram.com/explore/tags/andes/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.instagram.com/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.instagram.com/stories/highlights/17900000000000000/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
    ],
  },
  Facebook: {
    forms: [
      ["https://www.facebook.com/Uniandes", "facebook:uniandes"],
      ["https://www.facebook.com/Uni.Andes.Oficial", "facebook:uniandesoficial"],
      ["https://www.facebook.com/profile.php?id=100064500000000", "facebook:id:100064500000000"],
      ["https://www.facebook.com/people/Facultad-de-Medicina/100070000000001/", "facebook:id:100070000000001"],
      ["https://www.facebook.com/pages/Biblioteca-Central/123456789012345", "facebook:id:123456789012345"],
      ["https://fb.com/uniandes", "facebook:uniandes"],
      ["https://www.facebook.com/pg/uniandes/posts/", "facebook:uniandes"],
    ],
    refused: [
      ["https://www.facebook.com/profile.php", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/watch/?v=1234567890", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/groups/uniandes.egresados", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/sharer/sharer.php?u=https://uniandes.edu.co", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      // Pages whose subject is in the query or further down: their first segment names nobody.
      ["https://www.facebook.com/search/top?q=uniandes", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/media/set/?set=a.123456789", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/stories/100064500000000", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/l.php?u=https%3A%2F%2Fevil.example", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.facebook.com/video.php?v=1234567890", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
    ],
  },
  LinkedIn: {
    forms: [
      ["https://www.linkedin.com/school/universidad-de-los-andes/", "linkedin:school:universidad-de-los-andes"],
      ["https://www.linkedin.com/company/Uniandes-Medicina/", "linkedin:company:uniandes-medicina"],
      ["https://co.linkedin.com/company/uniandes-medicina/posts/?feedView=all", "linkedin:company:uniandes-medicina"],
      ["https://www.linkedin.com/in/rector-uniandes/", "linkedin:in:rector-uniandes"],
      ["https://www.linkedin.com/showcase/uniandes-executive-education/", "linkedin:company:uniandes-executive-education"],
    ],
    refused: [
      ["https://www.linkedin.com/feed/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.linkedin.com/company/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.linkedin.com/jobs/view/3900000000/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
    ],
  },
  TikTok: {
    forms: [
      ["https://www.tiktok.com/@uniandes", "tiktok:uniandes"],
      ["https://www.tiktok.com/@Uni.Andes/video/7300000000000000000", "tiktok:uni.andes"],
      ["https://www.tiktok.com/@egresados_ua?lang=es", "tiktok:egresados_ua"],
      ["https://tiktok.com/@medicina.ua/", "tiktok:medicina.ua"],
    ],
    refused: [
      ["https://www.tiktok.com/uniandes", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.tiktok.com/tag/andes", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.tiktok.com/", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
    ],
  },
  YouTube: {
    forms: [
      ["https://www.youtube.com/@UniandesOficial", "youtube:@uniandesoficial"],
      ["https://www.youtube.com/@UniandesOficial/videos", "youtube:@uniandesoficial"],
      ["https://www.youtube.com/channel/UCa1B2c3D4e5F6g7H8i9J0kL", "youtube:channel:UCa1B2c3D4e5F6g7H8i9J0kL"],
      ["https://www.youtube.com/c/Uniandes", "youtube:c:uniandes"],
      ["https://www.youtube.com/user/UniandesTV", "youtube:user:uniandestv"],
      ["https://www.youtube.com/Uniandes", "youtube:c:uniandes"],
      // The channel's feed and subscribe links carry the channel in the query.
      ["https://www.youtube.com/feeds/videos.xml?channel_id=UCa1B2c3D4e5F6g7H8i9J0kL", "youtube:channel:UCa1B2c3D4e5F6g7H8i9J0kL"],
      ["https://www.youtube.com/subscription_center?add_user=UniandesTV", "youtube:user:uniandestv"],
    ],
    refused: [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.youtube.com/shorts/abcdefghijk", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.youtube.com/channel/not-a-channel-id", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.youtube.com/playlist?list=PL0000000000", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.youtube.com/feeds/videos.xml?playlist_id=PL0000000000", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.youtube.com/feeds/videos.xml", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
      ["https://www.youtube.com/attribution_link?u=/watch%3Fv%3Dabc", { problem: PROFILE_URL_PROBLEMS.notAProfile }],
    ],
  },
};

function expectAnswer(input: string, expected: Row[1]) {
  const result = profileKeys(input);
  if (typeof expected === "object" && !Array.isArray(expected)) {
    expect(result, input).toEqual({ ok: false, reason: expected.problem });
  } else {
    expect(result.ok ? result.keys : result, input).toEqual(Array.isArray(expected) ? expected : [expected]);
  }
}

describe.each(Object.entries(FAMILIES))("%s", (_family, { forms, refused }) => {
  const rows: Row[] = forms.flatMap(([url, key]) => variants(url).map((v): Row => [v, key]));
  it(`names the right account for ${rows.length} written forms`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const [input, key] of rows) expectAnswer(input, key);
  });
  it("says why for addresses that name no account", () => {
    for (const [input, expected] of refused) expectAnswer(input, expected);
  });
});

describe("a handle alone", () => {
  it("needs its platform, then names the account there", () => {
    expect(profileKeys("@UniAndes")).toEqual({ ok: false, reason: PROFILE_URL_PROBLEMS.platformRequired });
    const rows: Array<[Parameters<typeof handleKeys>[0], string, string[]]> = [
      ["twitter", "@UniAndes", ["twitter:uniandes"]],
      ["twitter", "UniAndes", ["twitter:uniandes"]],
      ["instagram", "uni.andes", ["instagram:uni.andes"]],
      ["tiktok", "@Medicina.UA", ["tiktok:medicina.ua"]],
      ["youtube", "@UniandesOficial", ["youtube:@uniandesoficial"]],
      ["youtube", "UCa1B2c3D4e5F6g7H8i9J0kL", ["youtube:channel:UCa1B2c3D4e5F6g7H8i9J0kL"]],
      ["facebook", "Uni.Andes", ["facebook:uniandes"]],
      ["facebook", "100064500000000", ["facebook:id:100064500000000"]],
      ["linkedin", "universidad-de-los-andes", ["linkedin:company:universidad-de-los-andes", "linkedin:school:universidad-de-los-andes"]],
    ];
    for (const [platform, handle, keys] of rows) expect(profileKeys(handle, platform), `${platform} ${handle}`).toEqual({ ok: true, platform, keys });
  });
});

describe("what is not an address at all", () => {
  it.each([
    ["", PROFILE_URL_PROBLEMS.malformed],
    ["https://", PROFILE_URL_PROBLEMS.malformed],
    ["https://exa mple.com/uni", PROFILE_URL_PROBLEMS.malformed],
    ["javascript://x.com/%0aalert(1)", PROFILE_URL_PROBLEMS.unsupportedScheme],
    ["ftp://x.com/uniandes", PROFILE_URL_PROBLEMS.unsupportedScheme],
    ["https://localhost/uniandes", PROFILE_URL_PROBLEMS.malformed],
    ["https://x.com/%E0%A4%A", PROFILE_URL_PROBLEMS.malformed],
  ])("%j is refused as %s", (input, reason) => {
    expect(profileKeys(input)).toEqual({ ok: false, reason });
  });

  it("an address with a user name or password in it is refused: it would show one host and lead to another", () => {
    expect(profileKeys("https://www.youtube.com@evil.example/@uniandes")).toEqual({ ok: false, reason: PROFILE_URL_PROBLEMS.malformed });
    expect(profileKeys("https://someone:secret@social.example/UniAndes")).toEqual({ ok: false, reason: PROFILE_URL_PROBLEMS.malformed });
  });
});

/** The one key an address on a host of no known family gives. */
function otherKey(input: string): string | { problem: string } {
  const result = profileKeys(input);
  if (!result.ok) return { problem: result.reason };
  expect(result.platform).toBe("other");
  expect(result.keys).toHaveLength(1);
  return result.keys[0]!;
}

describe("an address on a host of no known family (issue 27)", () => {
  const WECHAT = "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA3OTIzNjQ0MQ==&scene=124#wechat_redirect";

  it("keeps the query that names the account: sorted, without tracking parameters", () => {
    const key = otherKey(WECHAT);
    for (const same of [
      "mp.weixin.qq.com/mp/profile_ext?__biz=MzA3OTIzNjQ0MQ%3D%3D&scene=124&action=home",
      "http://MP.WEIXIN.QQ.COM./mp/profile_ext/?action=home&utm_source=share&__biz=MzA3OTIzNjQ0MQ==&scene=124&fbclid=abc",
    ]) {
      expect(otherKey(same), same).toBe(key);
    }
    for (const another of [
      "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzI0NjEwODc4Ng==&scene=124",
      "https://mp.weixin.qq.com/mp/profile_ext?action=home&scene=124",
      "https://mp.weixin.qq.com/mp/profile_ext",
    ]) {
      expect(otherKey(another), another).not.toBe(key);
    }
  });

  it("keeps a fragment that is a route of the page, and drops one that is a place on it", () => {
    expect(otherKey("https://app.example/#/u/uniandes")).not.toBe(otherKey("https://app.example/#/u/impostor"));
    expect(otherKey("https://app.example/#!/u/uniandes")).not.toBe(otherKey("https://app.example/#/u/impostor"));
    expect(otherKey("https://social.example/UniAndes#about")).toBe(otherKey("https://social.example/UniAndes"));
  });

  it("keeps the path's case and the port, which can name another account or another server", () => {
    expect(otherKey("https://social.example/UniAndes")).not.toBe(otherKey("https://social.example/uniandes"));
    expect(otherKey("https://social.example:8443/UniAndes")).not.toBe(otherKey("https://social.example/UniAndes"));
    expect(otherKey("https://social.example:443/UniAndes")).toBe(otherKey("https://social.example/UniAndes"));
  });

  it("reads an international host in one form, and keeps a look-alike host apart", () => {
    expect(otherKey("https://bücher.example/Uni")).toBe(otherKey("https://xn--bcher-kva.example/Uni"));
    // A Cyrillic "а" in place of the Latin "a".
    expect(otherKey("https://soci\u0430l.example/UniAndes")).not.toBe(otherKey("https://social.example/UniAndes"));
    expect(profileKeys("https://y\u043eutube.com/@UniandesOficial")).toMatchObject({ ok: true, platform: "other" });
  });

  it("treats www. as the same host, and no other subdomain", () => {
    expect(otherKey("https://www.social.example/UniAndes")).toBe(otherKey("https://social.example/UniAndes"));
    expect(otherKey("https://m.social.example/UniAndes")).not.toBe(otherKey("https://social.example/UniAndes"));
    expect(otherKey("https://mobile.social.example/UniAndes")).not.toBe(otherKey("https://www.social.example/UniAndes"));
  });

  it("reads a percent-encoded letter as the letter, and keeps an encoded slash apart from a slash", () => {
    expect(otherKey("https://social.example/%7EUni%2eAndes")).toBe(otherKey("https://social.example/~Uni.Andes"));
    expect(otherKey("https://social.example/uni%2Fandes")).not.toBe(otherKey("https://social.example/uni/andes"));
  });

  it("refuses an address that cannot be told apart from the host's home page", () => {
    for (const home of ["https://mp.weixin.qq.com", "https://social.example/", "https://www.social.example/?utm_source=x#top", "https://social.example/#/", "social.example"]) {
      expect(otherKey(home), home).toEqual({ problem: PROFILE_URL_PROBLEMS.notAProfile });
    }
    expect(typeof otherKey("https://social.example/?page_id=12")).toBe("string");
  });

  it("makes keys no earlier rule made, so a key stored by one matches nothing", () => {
    expect(otherKey("https://social.example/UniAndes")).not.toMatch(/^url:/);
  });
});

describe("an account's keys", () => {
  it("come from its address, its handle and, where it is a profile id, its business id", () => {
    expect(accountKeys({ platform: "youtube", profileUrl: "https://youtube.com/@UniandesOficial", accountHandle: "@UniandesOficial", businessId: "UCa1B2c3D4e5F6g7H8i9J0kL" })).toEqual([
      "youtube:@uniandesoficial",
      "youtube:channel:UCa1B2c3D4e5F6g7H8i9J0kL",
    ]);
    expect(accountKeys({ platform: "facebook", profileUrl: "https://facebook.com/Uniandes", accountHandle: "", businessId: "100064500000000" })).toEqual([
      "facebook:uniandes",
      "facebook:id:100064500000000",
    ]);
    // A Twitter business id is an internal number, not a handle: it must not become one.
    expect(accountKeys({ platform: "twitter", profileUrl: "https://x.com/uniandes", accountHandle: "@uniandes", businessId: "12345678" })).toEqual(["twitter:uniandes"]);
    expect(accountKeys({ platform: "other", profileUrl: "https://mastodon.social/@uniandes", accountHandle: "uniandes", businessId: "" })).toEqual([otherKey("https://mastodon.social/@uniandes")]);
  });
});
