// Every event reaching people by e-mail as each of them chose: the server's own jobs on the test
// clock (fan-out, then deliver-mail) send over SMTP to the loopback sink the mail tests use.
// Also: preferences through the API, the access-expiry sweep, and the one-click unsubscribe.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY, EVENT_TYPES } from "@steward/shared";
import EVENT_LABELS from "../../shared/i18n/messages/en/events.json" with { type: "json" };
import { createSmtpTransport, type MailTransport } from "../src/mail/transports.ts";
import type { Scheduler } from "../src/jobs/scheduler.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { grant, insertUser, signIn } from "./fixtures.ts";
import { advanceTo, buildNotificationWorld, headerOf, mailText, schedulerWithMail, settle, subjectOf, unsubscribeLinks, type NotificationWorld } from "./notification-fixtures.ts";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

let h: Harness;
let w: NotificationWorld;
let mail: MailTransport;
let scheduler: Scheduler;
beforeEach(async () => {
  sink.received.length = 0;
  h = await createHarness({ STEWARD_PUBLIC_URL: "https://steward.uni.edu" });
  w = await buildNotificationWorld(h);
  mail = createSmtpTransport(sink.url);
  scheduler = schedulerWithMail(h, mail);
});
afterEach(() => {
  mail.close();
  h.close();
});

const policyText = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Be kind." }] }] };

/** Who got which subjects (sorted), from what the SMTP sink received. */
function inbox(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of sink.received) for (const to of m.to) (out[to] ??= []).push(subjectOf(m.raw));
  for (const list of Object.values(out)) list.sort();
  return out;
}

describe("preferences", () => {
  it("reads the defaults, changes some, and refuses what is not an event type or a delivery", async () => {
    const first = await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.pat });
    expect(first.status).toBe(200);
    expect(first.body.doc.preferences).toEqual(DEFAULT_DELIVERY);
    expect(Object.keys(first.body.doc.defaults).sort()).toEqual([...EVENT_TYPES].sort());

    const put = await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.pat, body: { preferences: { "flag.raised": "weekly", "policy.published": "off" } } });
    expect(put.status).toBe(200);
    expect(put.body.doc.preferences).toMatchObject({ "flag.raised": "weekly", "policy.published": "off", "flag.resolved": DEFAULT_DELIVERY["flag.resolved"] });
    expect((await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.pat })).body.doc.preferences["flag.raised"]).toBe("weekly");
    // Someone else's choices are their own.
    expect((await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.max })).body.doc.preferences["flag.raised"]).toBe("immediate");

    for (const body of [{ preferences: { "flag.unknown": "off" } }, { preferences: { "flag.raised": "hourly" } }, { preferences: [] }, {}]) {
      const res = await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.pat, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.name).toBe("ValidationError");
    }
    expect((await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.pat })).body.doc.preferences["flag.raised"]).toBe("weekly");
    expect((await call(h, "GET", "/api/users/me/notifications")).status).toBe(401);
  });
});

describe("each event by e-mail", () => {
  it("reaches the right people over SMTP, at once or not at all as each chose", async () => {
    // Max wants no flag e-mails; Una wants flags in the daily digest.
    await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.max, body: { preferences: { "flag.raised": "off" } } });
    await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.una, body: { preferences: { "flag.raised": "daily" } } });
    // A grant that ends in a week, for the sweep.
    const temp = await insertUser(h, "tess@uni.edu", "social_media_manager", "Tess Temporary");
    await grant(h, temp.id, w.units.dept, "temporary", "2026-03-01", "2026-03-23");

    // review_request.opened: a unit admin adds a manager, the super admin must review.
    expect((await call(h, "POST", "/api/users", { token: w.tokens.una, body: { name: "Nina New", email: "nina@uni.edu", role: "social_media_manager", organizations: [w.units.dept] } })).status).toBe(201);
    // account.awaiting_approval: a unit admin registers an account.
    const pending = await call(h, "POST", "/api/social-medias", {
      token: w.tokens.una,
      body: { name: "Physics on Instagram", profileUrl: "https://instagram.com/uniphysics", platform: "instagram", creationDate: "2026-03-15", organization: w.units.dept, primaryAdmin: w.users.pat, adminContactEmails: ["p@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [w.users.fay] },
    });
    expect(pending.status).toBe(201);
    // account.status_changed: the super admin approves it (default: daily digest, so no e-mail now).
    expect((await call(h, "PATCH", `/api/social-medias/status/${pending.body.doc.id}`, { token: w.tokens.root, body: { status: "in_transition" } })).status).toBe(200);
    // flag.raised by the super admin.
    const flag = await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "compromised", severity: "critical", description: "Password seen in a leak" } });
    expect(flag.status).toBe(201);
    await settle(h, scheduler);
    // access.expiring: the sweep at 06:00 the next morning.
    await advanceTo(h, "2026-03-16T06:00:00.000Z", scheduler);
    await settle(h, scheduler);
    // policy.published, last (it gates everyone's other calls until accepted). A day has passed:
    // the super admin signs in again.
    w.tokens.root = await signIn(h, "root@uni.edu");
    expect((await call(h, "POST", "/api/policies", { token: w.tokens.root, body: { text: policyText } })).status).toBe(201);
    await settle(h, scheduler);

    expect(inbox()).toEqual({
      "root@uni.edu": ["Steward: Account awaiting approval", "Steward: Review request opened"],
      "pat@uni.edu": ["Steward: New policy version", "Steward: Risk flag raised"],
      "tess@uni.edu": ["Steward: Access expiring", "Steward: New policy version"],
      "una@uni.edu": ["Steward: Access expiring", "Steward: New policy version"],
      "art@uni.edu": ["Steward: New policy version"],
      "max@uni.edu": ["Steward: New policy version"],
      "fay@uni.edu": ["Steward: New policy version"],
    });
    const byTo = (to: string, subject: string) => mailText(sink.received.find((m) => m.to.includes(to) && subjectOf(m.raw) === subject)!.raw);
    const flagMail = byTo("pat@uni.edu", "Steward: Risk flag raised");
    expect(flagMail).toContain("A critical risk flag (compromised) was raised on Physics on X: Password seen in a leak");
    expect(flagMail).toContain("https://steward.uni.edu/dashboard/flags");
    expect(unsubscribeLinks(flagMail)).toHaveLength(1);
    // RFC 2369 and RFC 8058 headers: the mail program's own one-click Unsubscribe.
    expect(headerOf(flagMail, "List-Unsubscribe")).toBe(`<${unsubscribeLinks(flagMail)[0]}>`);
    expect(headerOf(flagMail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(byTo("una@uni.edu", "Steward: Access expiring")).toContain("Tess Temporary's access to Physics ends in 7 days (last day 23/03/2026)");
    expect(byTo("root@uni.edu", "Steward: Review request opened")).toContain("Nina New is waiting for your review before they can sign in (added by Una Admin)");

    // The day before the grant ends, the one-day notice; the seven-day one is not repeated.
    sink.received.length = 0;
    await advanceTo(h, "2026-03-22T06:00:00.000Z", scheduler);
    await settle(h, scheduler);
    await advanceTo(h, "2026-03-22T06:30:00.000Z", scheduler);
    await settle(h, scheduler);
    const expiring = sink.received.filter((m) => subjectOf(m.raw) === "Steward: Access expiring");
    expect(expiring.flatMap((m) => m.to).sort()).toEqual(["tess@uni.edu", "una@uni.edu"]);
    expect(mailText(expiring[0]!.raw)).toContain("ends tomorrow (last day 23/03/2026)");
  });
});

describe("every event type of the catalogue", () => {
  it("reaches its audience by e-mail when they want it at once", async () => {
    // Everyone in the account's unit wants everything at once.
    const everything = Object.fromEntries(EVENT_TYPES.map((t) => [t, "immediate"]));
    await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.pat, body: { preferences: everything } });
    const { recordEvents } = await import("../src/events/record-event.ts");
    const account = { accountId: w.account, accountName: "Physics on X" };
    await h.database.write((tx) =>
      recordEvents(
        tx,
        EVENT_TYPES.map((type, i) => ({
          type,
          unitId: w.units.dept,
          subject: { type: "test", id: i },
          // Pat is the account's primary administrator, the person whose access ends, the task's
          // assignee and a campaign's named reviewer: every event type reaches Pat.
          payload: { ...account, userId: w.users.pat, userName: "Pat Primary", assigneeId: w.users.pat, task: "rotate_password", campaign: { name: "2026" } },
          ...(type.startsWith("campaign.") || type.startsWith("case.") || type === "account.rejected" ? { recipients: [w.users.pat] } : {}),
        })),
        h.clock.now,
      ),
    );
    await settle(h, scheduler);
    const pats = sink.received.filter((m) => m.to.includes("pat@uni.edu")).map((m) => subjectOf(m.raw));
    // Review requests and accounts awaiting approval are the super admins' alone.
    const forPat = EVENT_TYPES.filter((t) => t !== "review_request.opened" && t !== "account.awaiting_approval");
    expect(pats.sort()).toEqual(forPat.map((t) => `Steward: ${EVENT_LABELS[t]}`).sort());
    expect(inbox()["root@uni.edu"]).toEqual(["Steward: Account awaiting approval", "Steward: New policy version", "Steward: Review request opened"]);
  });
});

describe("digests", () => {
  it("sends one daily and one weekly e-mail per person listing what happened, and none for an empty period", async () => {
    await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.pat, body: { preferences: { "flag.raised": "daily", "flag.resolved": "weekly", "account.status_changed": "weekly" } } });
    // Sunday 2026-03-15: two flags raised, one resolved, a status change.
    const a = await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "low", description: "First finding" } });
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "medium", description: "Second finding" } });
    await call(h, "PATCH", `/api/flags/${a.body.doc.id}`, { token: w.tokens.root, body: { status: "resolved", resolutionNote: "Fixed it" } });
    await call(h, "PATCH", `/api/social-medias/status/${w.account}`, { token: w.tokens.root, body: { status: "inactive", deactivationReason: "Paused for the semester" } });
    await settle(h, scheduler);
    expect(sink.received.filter((m) => m.to.includes("pat@uni.edu"))).toEqual([]);

    // Monday 07:00 in the institution's zone: the daily and the weekly digest.
    await advanceTo(h, "2026-03-16T07:00:00.000Z", scheduler);
    await settle(h, scheduler);
    const pats = () => sink.received.filter((m) => m.to.includes("pat@uni.edu"));
    expect(pats().map((m) => subjectOf(m.raw)).sort()).toEqual(["Steward: your daily digest (2 updates)", "Steward: your weekly digest (2 updates)"]);
    const daily = mailText(pats().find((m) => subjectOf(m.raw).includes("daily"))!.raw);
    expect(daily).toContain("Risk flag raised (2)");
    expect(daily).toContain("15/03/2026, 12:00 pm  A low risk flag (other) was raised on Physics on X: First finding");
    expect(daily).toContain("Second finding");
    expect(unsubscribeLinks(daily)).toHaveLength(1);
    const weekly = mailText(pats().find((m) => subjectOf(m.raw).includes("weekly"))!.raw);
    expect(weekly).toContain("Risk flag resolved (1)");
    expect(weekly).toContain("Account status changed (1)");
    expect(unsubscribeLinks(weekly)).toHaveLength(2);

    // Tuesday: nothing happened, so no daily digest; Wednesday's covers only Tuesday's event.
    await advanceTo(h, "2026-03-17T07:00:00.000Z", scheduler);
    await settle(h, scheduler);
    expect(pats()).toHaveLength(2);
    w.tokens.root = await signIn(h, "root@uni.edu");
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "high", description: "Third finding" } });
    await settle(h, scheduler);
    await advanceTo(h, "2026-03-18T07:00:00.000Z", scheduler);
    await settle(h, scheduler);
    expect(pats()).toHaveLength(3);
    const wednesday = mailText(pats()[2]!.raw);
    expect(subjectOf(pats()[2]!.raw)).toBe("Steward: your daily digest (1 update)");
    expect(wednesday).toContain("Third finding");
    expect(wednesday).not.toContain("First finding");
    // The next Monday's weekly digest: nothing weekly happened since.
    await advanceTo(h, "2026-03-23T07:00:00.000Z", scheduler);
    await settle(h, scheduler);
    expect(pats()).toHaveLength(3);
  });

  it("runs in the institution's zone: 07:00 in Bogota is 12:00 UTC", async () => {
    h.close();
    h = await createHarness({ TZ: "America/Bogota" });
    w = await buildNotificationWorld(h);
    scheduler = schedulerWithMail(h, mail);
    await call(h, "PUT", "/api/users/me/notifications", { token: w.tokens.pat, body: { preferences: { "flag.raised": "daily" } } });
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "low", description: "A finding" } });
    await settle(h, scheduler);
    await advanceTo(h, "2026-03-16T11:59:00.000Z", scheduler);
    await settle(h, scheduler);
    expect(sink.received.filter((m) => m.to.includes("pat@uni.edu"))).toEqual([]);
    await advanceTo(h, "2026-03-16T12:00:00.000Z", scheduler);
    await settle(h, scheduler);
    expect(sink.received.filter((m) => m.to.includes("pat@uni.edu")).map((m) => subjectOf(m.raw))).toEqual(["Steward: your daily digest (1 update)"]);
  });
});

describe("one-click unsubscribe", () => {
  async function flagMailLink(): Promise<string> {
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "low", description: `Finding ${sink.received.length}` } });
    await settle(h, scheduler);
    const mine = sink.received.filter((m) => m.to.includes("pat@uni.edu") && subjectOf(m.raw) === "Steward: Risk flag raised");
    const links = unsubscribeLinks(mailText(mine.at(-1)!.raw));
    expect(links).toHaveLength(1);
    return links[0]!;
  }
  const pathOf = (link: string) => link.replace("https://steward.uni.edu", "");
  const patPrefs = async () => (await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.pat })).body.doc.preferences;

  it("shows a confirmation page that changes nothing, then turns exactly that event type off for exactly that person", async () => {
    const link = await flagMailLink();
    expect(link.startsWith("https://steward.uni.edu/api/notifications/unsubscribe?token=")).toBe(true);
    const page = await h.app.request(`http://localhost${pathOf(link)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stop e-mails about <strong>Risk flag raised</strong>?");
    expect(html).toMatch(/<form method="post" action="\/api\/notifications\/unsubscribe\?token=[^"]+">/);
    expect((await patPrefs())["flag.raised"]).toBe("immediate");

    // The page's button: a form post from the page's own origin, without a session.
    const done = await h.app.request(`http://localhost${pathOf(link)}`, { method: "POST", headers: { origin: "https://steward.uni.edu", "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will no longer receive e-mails about <strong>Risk flag raised</strong>");
    expect(await patPrefs()).toEqual({ ...DEFAULT_DELIVERY, "flag.raised": "off" });
    expect((await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.max })).body.doc.preferences["flag.raised"]).toBe("immediate");
    const audit = await call(h, "GET", "/api/audit-logs?entity=notification-preferences", { token: w.tokens.root });
    expect(audit.body.docs[0]).toMatchObject({ action: "update", document: w.users.pat, user: { id: w.users.pat } });

    // No more flag e-mails for Pat; Max and the unit admin still get them.
    const before = sink.received.length;
    await call(h, "POST", "/api/flags", { token: w.tokens.root, body: { socialMedia: w.account, category: "other", severity: "low", description: "After unsubscribing" } });
    await settle(h, scheduler);
    expect(sink.received.slice(before).flatMap((m) => m.to).sort()).toEqual(["max@uni.edu", "una@uni.edu"]);
    // Clicking again says so and changes nothing.
    const again = await h.app.request(`http://localhost${pathOf(link)}`);
    expect(await again.text()).toContain("Already unsubscribed");
  });

  it("accepts the RFC 8058 one-click POST a mail provider sends", async () => {
    const link = await flagMailLink();
    const res = await h.app.request(`http://localhost${pathOf(link)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect((await patPrefs())["flag.raised"]).toBe("off");
  });

  it("issue 27: a link sent to an address the person no longer has does nothing", async () => {
    const link = await flagMailLink();
    const changed = await call(h, "PATCH", "/api/users", { token: w.tokens.root, body: { id: w.users.pat, email: "pat.new@uni.edu" } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const get = await h.app.request(`http://localhost${pathOf(link)}`);
    expect(get.status).toBe(400);
    const post = await h.app.request(`http://localhost${pathOf(link)}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(post.status).toBe(400);
    expect((await patPrefs())["flag.raised"]).toBe("immediate");
  });

  it("refuses a token altered to another person or event type, and changes nothing", async () => {
    const link = await flagMailLink();
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    const [user, type, signature] = [token.split(".")[0], token.split(".").slice(1, 3).join("."), token.split(".").at(-1)];
    expect(`${user}.${type}.${signature}`).toBe(token);
    const forged = [
      `${w.users.max}.${type}.${signature}`,
      `${user}.policy.published.${signature}`,
      `${user}.*.${signature}`,
      `${user}.${type}.${signature!.slice(0, -2)}AA`,
      "garbage",
      "",
    ];
    for (const t of forged) {
      const get = await h.app.request(`http://localhost/api/notifications/unsubscribe?token=${encodeURIComponent(t)}`);
      expect(get.status, t).toBe(400);
      expect(await get.text()).toContain("This link is not valid");
      const post = await h.app.request(`http://localhost/api/notifications/unsubscribe?token=${encodeURIComponent(t)}`, { method: "POST" });
      expect(post.status, t).toBe(400);
    }
    expect(await patPrefs()).toEqual(DEFAULT_DELIVERY);
    expect((await call(h, "GET", "/api/users/me/notifications", { token: w.tokens.max })).body.doc.preferences).toEqual(DEFAULT_DELIVERY);
  });
});
