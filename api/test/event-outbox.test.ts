// Events are written in the change's own transaction: they exist exactly when the change does.
import { afterEach, beforeEach, expect, it } from "vitest";
import { events } from "../src/db/tables/events.ts";
import { recordEvent, recordEvents } from "../src/events/record-event.ts";
import { createHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

it("an event recorded in a change that rolls back is gone with it; one that commits is kept whole", async () => {
  await expect(
    h.database.write(async (tx) => {
      await recordEvent(tx, { type: "flag.raised", unitId: 3, subject: { type: "flag", id: 9 } }, h.clock.now);
      throw new Error("the change failed after its event was written");
    }),
  ).rejects.toThrow(/change failed/);
  expect(await h.database.db.select().from(events)).toEqual([]);

  await h.database.write((tx) =>
    recordEvent(tx, { type: "campaign.opened", unitId: 1, actorId: 1, subject: { type: "campaign", id: 4 }, recipients: [2, 5], payload: { name: "2026" } }, h.clock.now),
  );
  const [row] = await h.database.db.select().from(events);
  expect(row).toMatchObject({
    type: "campaign.opened",
    unitId: 1,
    actorId: 1,
    subjectType: "campaign",
    subjectId: 4,
    recipients: "[2,5]",
    payload: '{"name":"2026"}',
    occurredAt: h.clock.now.toISOString(),
    dispatchedAt: null,
  });
});

it("a batch larger than one statement is written whole", async () => {
  const batch = Array.from({ length: 450 }, (_, i) => ({ type: "campaign.item_overdue" as const, unitId: i, subject: { type: "campaign_item", id: i } }));
  await h.database.write((tx) => recordEvents(tx, batch, h.clock.now));
  const rows = await h.database.db.select().from(events);
  expect(rows.map((r) => r.subjectId)).toEqual(batch.map((e) => e.subject.id));
});
