// A small institution for the notification tests, and the helpers that move the test clock and
// run the server's jobs on it: Faculty (unit admin Una) > Department (an account whose primary
// administrator is Pat and backup Max, with manager Fay), a sibling unit Arts (unit admin Art).
import { createScheduler, type Scheduler } from "../src/jobs/scheduler.ts";
import { serverJobs } from "../src/jobs/server-jobs.ts";
import type { MailTransport } from "../src/mail/transports.ts";
import { call, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

export interface NotificationWorld {
  units: { uni: number; faculty: number; dept: number; arts: number };
  users: { root: number; una: number; art: number; pat: number; max: number; fay: number };
  tokens: { root: string; una: string; pat: string; max: string };
  account: number;
}

export async function buildNotificationWorld(h: Harness): Promise<NotificationWorld> {
  const root = await firstUser(h, "root@uni.edu");
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty of Science", uni.id);
  const dept = await insertUnit(h, "Physics", faculty.id);
  const arts = await insertUnit(h, "Faculty of Arts", uni.id);
  const una = await insertUser(h, "una@uni.edu", "unit_admin", "Una Admin");
  const art = await insertUser(h, "art@uni.edu", "unit_admin", "Art Admin");
  const pat = await insertUser(h, "pat@uni.edu", "social_media_manager", "Pat Primary");
  const max = await insertUser(h, "max@uni.edu", "social_media_manager", "Max Backup");
  const fay = await insertUser(h, "fay@uni.edu", "social_media_manager", "Fay Manager");
  await grant(h, una.id, faculty.id);
  await grant(h, art.id, arts.id);
  for (const u of [pat, max, fay]) await grant(h, u.id, dept.id);
  const created = await call(h, "POST", "/api/social-medias", {
    token: root.token,
    body: {
      name: "Physics on X",
      profileUrl: "https://x.com/uniphysics",
      platform: "twitter",
      creationDate: "2026-03-15",
      organization: dept.id,
      primaryAdmin: pat.id,
      backupAdmin: max.id,
      adminContactEmails: ["physics@uni.edu"],
      thirdPartyManagement: "no",
      socialMediaManagers: [fay.id],
    },
  });
  if (created.status !== 201) throw new Error(`account: ${created.status} ${JSON.stringify(created.body)}`);
  return {
    units: { uni: uni.id, faculty: faculty.id, dept: dept.id, arts: arts.id },
    users: { root: root.user.id, una: una.id, art: art.id, pat: pat.id, max: max.id, fay: fay.id },
    tokens: { root: root.token, una: await signIn(h, "una@uni.edu"), pat: await signIn(h, "pat@uni.edu"), max: await signIn(h, "max@uni.edu") },
    account: created.body.doc.id,
  };
}

/** Moves the test clock by `ms` and runs whatever jobs are due then. */
export async function advance(h: Harness, ms: number, scheduler: Scheduler = h.scheduler) {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
  return scheduler.runDue();
}

/** Until `when` (ISO), then the due jobs. */
export async function advanceTo(h: Harness, when: string, scheduler: Scheduler = h.scheduler) {
  h.clock.now = new Date(when);
  return scheduler.runDue();
}

/**
 * The fan-out, then the deliveries it queued (mail, webhooks): jobs due in one tick run side by
 * side, so two ticks a poll interval apart.
 */
export async function settle(h: Harness, scheduler: Scheduler = h.scheduler): Promise<void> {
  for (let i = 0; i < 3; i++) await advance(h, h.settings.STEWARD_EVENTS_POLL_MS, scheduler);
}

/** The server's jobs on the test clock with another mail transport (SMTP to the sink). */
export function schedulerWithMail(h: Harness, mail: MailTransport, instanceId?: string): Scheduler {
  return createScheduler({
    database: h.database,
    jobs: serverJobs({ database: h.database, settings: h.settings, services: h.services, mail }),
    now: () => h.clock.now,
    timeZone: h.settings.TZ,
    ...(instanceId ? { instanceId } : {}),
  });
}

/** An SMTP message's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header of a raw message, unfolded (long ones continue on indented lines). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  return head.split(/\r?\n/).find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();
}

export function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
}

/** The unsubscribe links in a message's text (its body only: the List-Unsubscribe header is read apart). */
export function unsubscribeLinks(text: string): string[] {
  const blank = text.search(/\r?\n\r?\n/);
  const body = blank >= 0 && /^[\w-]+:/.test(text) ? text.slice(blank) : text;
  return [...body.matchAll(/(https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=[^\s>]+)/g)].map((m) => m[1]!);
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export async function outboxRows(h: Harness): Promise<OutboxRow[]> {
  const rows = (await h.database.client.execute("SELECT id, kind, recipient, subject, body FROM outbox ORDER BY id")).rows;
  return rows.map((r) => ({ id: Number(r["id"]), kind: String(r["kind"]), recipient: String(r["recipient"]), subject: String(r["subject"]), body: String(r["body"]) }));
}

export async function notificationMails(h: Harness): Promise<OutboxRow[]> {
  return (await outboxRows(h)).filter((m) => m.kind.startsWith("notification:") || m.kind.startsWith("digest:"));
}
