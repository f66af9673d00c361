// Issue 27, "free text typed by one person that shapes what an official message says to another":
// a name, a flag's description or a reason goes into an e-mail that another person reads as
// Steward's own words. There it is one line (no forged lines), without invisible or reversing
// characters, with its addresses defanged (no link a mail program would make), and cut to a length.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { untrustedLine } from "../src/mail/untrusted-text.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { buildNotificationWorld, settle, type NotificationWorld } from "./notification-fixtures.ts";

const PHISH = "Ada\n\nYour account is locked. Unlock it within 24 hours at https://evil.example/unlock or www.evil.example\n";

describe("one line of someone's typing", () => {
  it.each([
    ["Ada Lovelace", "Ada Lovelace"],
    [PHISH, "Ada Your account is locked. Unlock it within 24 hours at hxxps://evil[.]example/unlock or www[.]evil[.]example"],
    ["Pay\u202Egnp.exe", "Paygnp[.]exe"],
    ["zero\u200Bwidth\u0000null", "zerowidthnull"],
    ["ftp://files.evil.example/a", "ftp[:]//files[.]evil[.]example/a"],
    ["Dr. Ruth's lab, St. Mary's", "Dr. Ruth's lab, St. Mary's"],
    ["x".repeat(300), `${"x".repeat(199)}…`],
  ])("%j reads %j", (typed, shown) => {
    expect(untrustedLine(typed)).toBe(shown);
  });
});

let h: Harness;
let w: NotificationWorld;
beforeEach(async () => {
  h = await createHarness({ STEWARD_PUBLIC_URL: "https://steward.uni.edu" });
  w = await buildNotificationWorld(h);
});
afterEach(() => h.close());

const mails = async (kind: string) =>
  (await h.database.client.execute({ sql: "SELECT recipient, body FROM outbox WHERE kind = ? ORDER BY id", args: [kind] })).rows.map((r) => ({ to: String(r["recipient"]), body: String(r["body"]) }));

/** No line of the e-mail starts with the attacker's sentence, and the only addresses in it are Steward's. */
function expectNoForgery(body: string) {
  expect(body.split("\n").some((line) => line.trim().startsWith("Your account is locked"))).toBe(false);
  const links = body.match(/\b(?:https?:\/\/|www\.)\S+/g) ?? [];
  for (const link of links) expect(link.startsWith("https://steward.uni.edu/")).toBe(true);
}

describe("e-mails carry someone's typing as one defanged line", () => {
  it("the welcome e-mail to a person a super admin names with a message of their own", async () => {
    const created = await call(h, "POST", "/api/users", { token: w.tokens.root, body: { name: PHISH, email: "ada@uni.edu", role: "social_media_manager", organizations: [w.units.dept] } });
    expect(created.status).toBe(201);
    const [welcome] = await mails("welcome");
    expect(welcome?.to).toBe("ada@uni.edu");
    expectNoForgery(welcome!.body);
    expect(welcome!.body).toContain("https://steward.uni.edu/reset-password?token=");
  });

  it("a risk flag's description in the e-mail to the account's people", async () => {
    const raised = await call(h, "POST", "/api/flags", { token: w.tokens.una, body: { socialMedia: w.account, category: "other", severity: "high", description: PHISH } });
    expect(raised.status).toBe(201);
    await settle(h);
    const sent = await mails("notification:flag.raised");
    expect(sent.length).toBeGreaterThan(0);
    for (const mail of sent) {
      expectNoForgery(mail.body);
      expect(mail.body).toContain("hxxps://evil[.]example/unlock");
    }
  });
});
