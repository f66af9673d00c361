// The account's edit page carries the public directory switch (issue 20): a unit admin lists the
// account at once (PUT public-listing); a manager reads whether it is listed, with no switch.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Publication } from "@steward/shared";
import { makeAccount } from "../../pages/social-media-accounts/social-media-fixtures.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

const PUBLICATION: Publication = { publicListing: false, published: false, blockedBy: [], firstListedAt: null, unlistedAt: null, publicUrl: "http://steward.test/directory?account=7" };

function world() {
  const api = createFakeApi();
  let publication = PUBLICATION;
  api.on("GET /api/social-medias/7", { status: 200, body: { doc: makeAccount(7, { name: "Science on YouTube" }) } });
  api.on("GET /api/social-medias/7/publication", () => ({ status: 200, body: publication }));
  api.on("PUT /api/social-medias/7/public-listing", (call) => {
    const on = (call.body as { publicListing: boolean }).publicListing;
    publication = { ...publication, publicListing: on, published: on, firstListedAt: on ? "2026-03-15T12:00:00.000Z" : null };
    return { status: 200, body: publication };
  });
  return api;
}

describe("the account's public directory section", () => {
  it("a unit admin lists the account from its edit page, and sees it shown with a link to its public entry", async () => {
    const api = world();
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts/update/7", user: makeUser("unit_admin"), api });
    const section = await screen.findByRole("region", { name: "Public directory" }, { timeout: 10_000 });
    const toggle = within(section).getByRole<HTMLInputElement>("switch", { name: "List in the public directory" });
    expect(toggle.checked).toBe(false);
    expect(within(section).getByText("Not listed")).toBeTruthy();
    await events.click(toggle);
    expect(api.callsTo("PUT /api/social-medias/7/public-listing").map((c) => c.body)).toEqual([{ publicListing: true }]);
    const link = await within(section).findByRole("link", { name: "View public entry" });
    expect(link.getAttribute("href")).toBe("http://steward.test/directory?account=7");
    expect(within(section).getByText("Listed")).toBeTruthy();
  });

  it("a manager sees whether it is listed, without the switch", async () => {
    const api = world();
    renderDashboard({ path: "/dashboard/social-media-accounts/update/7", user: makeUser("social_media_manager"), api });
    const section = await screen.findByRole("region", { name: "Public directory" }, { timeout: 10_000 });
    expect(within(section).queryByRole("switch")).toBeNull();
    expect(within(section).getByText("Not listed")).toBeTruthy();
  });
});
