// The social media accounts policy: a new account's status, the moves between statuses and the
// reason a deactivation needs, who records activity by hand; and, against a real libSQL file, the
// units and people a record may name.
import { ERROR_CODES, SOCIAL_MEDIA_STATUSES, SOCIAL_MEDIA_TRANSITIONS, VALIDATION, type SocialMediaCreateData, type SocialMediaDoc } from "@steward/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grant, insertUnit, insertUser } from "../../test/fixtures.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { actorOf, refusal, refusalOf } from "../../test/refusals.ts";
import type { Scope } from "../domain/scope.ts";
import { assertMayMoveAccount, assertMayRecordActivity, assertReferencesUsable, initialAccountStatus } from "./social-medias.ts";

const REASON = "The faculty closed this channel for good.";

describe("status", () => {
  it("starts a super admin's account active and anyone else's pending approval", () => {
    expect(initialAccountStatus(actorOf("super_admin"))).toBe("active");
    expect(initialAccountStatus(actorOf("unit_admin"))).toBe("pending_approval");
    expect(initialAccountStatus(actorOf("social_media_manager"))).toBe("pending_approval");
  });

  it("moves only along decisions.md's transitions, and deactivates only with a reason", () => {
    for (const from of SOCIAL_MEDIA_STATUSES) {
      for (const to of SOCIAL_MEDIA_STATUSES.filter((s) => s !== from)) {
        const seen = refusal(() => assertMayMoveAccount(from, to, REASON));
        if (SOCIAL_MEDIA_TRANSITIONS[from].includes(to)) expect(seen, `${from} -> ${to}`).toBeNull();
        else expect(seen, `${from} -> ${to}`).toMatchObject({ kind: "conflict", message: ERROR_CODES.invalidTransition, body: { from, to } });
      }
    }
    expect(refusal(() => assertMayMoveAccount("active", "inactive", "short"))).toMatchObject({
      kind: "conflict",
      message: ERROR_CODES.invalidTransition,
      body: { errors: [{ path: "deactivationReason", message: VALIDATION.deactivationReasonMin }] },
    });
  });
});

describe("recording activity by hand", () => {
  const account = { primaryAdmin: { id: 10 }, backupAdmin: { id: 11 }, socialMediaManagers: [{ id: 12 }] } as unknown as SocialMediaDoc;
  it("is for super admins, unit admins and the account's own administrators and managers", () => {
    expect(refusal(() => assertMayRecordActivity(actorOf("super_admin", 1), account))).toBeNull();
    expect(refusal(() => assertMayRecordActivity(actorOf("unit_admin", 2), account))).toBeNull();
    for (const id of [10, 11, 12]) expect(refusal(() => assertMayRecordActivity(actorOf("social_media_manager", id), account))).toBeNull();
    expect(refusal(() => assertMayRecordActivity(actorOf("social_media_manager", 13), account))).toMatchObject({ kind: "forbidden" });
  });
});

describe("what a record may name", () => {
  let h: Harness;
  const ids: Record<string, number> = {};
  let facultyScope: Scope;
  beforeAll(async () => {
    h = await createHarness();
    const faculty = await insertUnit(h, "Faculty");
    const other = await insertUnit(h, "Other");
    ids["faculty"] = faculty.id;
    ids["other"] = other.id;
    const inside = await insertUser(h, "in@uni.edu", "social_media_manager");
    const outside = await insertUser(h, "out@uni.edu", "social_media_manager");
    await grant(h, inside.id, faculty.id);
    await grant(h, outside.id, other.id);
    ids["inside"] = inside.id;
    ids["outside"] = outside.id;
    facultyScope = { kind: "paths", roots: [faculty.path] };
  });
  afterAll(() => h?.close());

  const data = (over: Partial<SocialMediaCreateData>) => ({ organization: [ids["faculty"]!], primaryAdmin: ids["inside"]!, socialMediaManagers: [], ...over }) as SocialMediaCreateData;

  it("takes units and people in scope, and answers out-of-scope ones like missing ones", async () => {
    expect(await refusalOf(assertReferencesUsable(h.database.db, facultyScope, data({})))).toBeNull();
    const seen = await refusalOf(assertReferencesUsable(h.database.db, facultyScope, data({ organization: [ids["other"]!], primaryAdmin: ids["outside"]!, socialMediaManagers: [9999] })));
    expect(seen?.kind).toBe("invalid");
    expect(seen?.body["errors"]).toEqual([
      { path: "organization", message: VALIDATION.socialMediaUnitUnknown },
      { path: "primaryAdmin", message: VALIDATION.socialMediaUserUnknown },
      { path: "socialMediaManagers", message: VALIDATION.socialMediaUserUnknown },
    ]);
    expect(await refusalOf(assertReferencesUsable(h.database.db, { kind: "all" }, data({ organization: [ids["other"]!], primaryAdmin: ids["outside"]! })))).toBeNull();
  });

  it("keeps what the account already had, and does not let a scoped editor drop a unit outside their scope", async () => {
    const existing = {
      organizations: [{ id: ids["faculty"] }, { id: ids["other"] }],
      primaryAdmin: { id: ids["outside"] },
      backupAdmin: null,
      socialMediaManagers: [],
    } as unknown as SocialMediaDoc;
    const keeps = data({ organization: [ids["faculty"]!, ids["other"]!], primaryAdmin: ids["outside"]! });
    expect(await refusalOf(assertReferencesUsable(h.database.db, facultyScope, keeps, existing))).toBeNull();
    const drops = data({ organization: [ids["faculty"]!], primaryAdmin: ids["outside"]! });
    expect(await refusalOf(assertReferencesUsable(h.database.db, facultyScope, drops, existing))).toMatchObject({ kind: "forbidden" });
    expect(await refusalOf(assertReferencesUsable(h.database.db, { kind: "all" }, drops, existing))).toBeNull();
  });
});
