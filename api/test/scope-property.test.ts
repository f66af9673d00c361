// Property: over random unit trees, users, grants and dates, every list answer lies inside the
// caller's scope and equals a small reference model built from the shared scope rule.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isGrantInForce, isWithinPath, type AccessType, type Role } from "@steward/shared";
import { call, createHarness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

const TODAY = "2026-03-15";
const day = (offset: number) => new Date(Date.UTC(2026, 2, 15 + offset)).toISOString().slice(0, 10);

const grantArb = fc.record({
  unit: fc.nat(),
  type: fc.constantFrom<AccessType>("permanent", "temporary"),
  start: fc.integer({ min: -5, max: 5 }),
  length: fc.integer({ min: 0, max: 6 }),
});
const worldArb = fc.record({
  parents: fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 14 }),
  users: fc.array(fc.record({ role: fc.constantFrom<Role>("unit_admin", "social_media_manager"), grants: fc.array(grantArb, { maxLength: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
});

describe("scope, property-based", () => {
  it("units, users, accounts and audit lists equal the reference model", async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const h = await createHarness();
        try {
          const root = (await firstUser(h)).token;
          const units: { id: number; path: string }[] = [];
          for (const [i, p] of world.parents.entries()) {
            const parent = p === null || i === 0 ? null : units[p % i]!;
            const row = await insertUnit(h, `Unit ${i}`, parent?.id ?? null);
            units.push({ id: row.id, path: row.path });
          }
          // One account per unit, created through the API (which also writes its audit entry).
          const manager = await insertUser(h, "manager@uni.edu", "social_media_manager");
          const accounts: { id: number; unitId: number }[] = [];
          for (const unit of units) {
            const res = await call(h, "POST", "/api/social-medias", {
              token: root,
              body: {
                name: `Account ${unit.id}`,
                profileUrl: `https://facebook.com/u${unit.id}`,
                platform: "facebook",
                creationDate: TODAY,
                organization: [unit.id],
                primaryAdmin: 1,
                adminContactEmails: ["social@uni.edu"],
                thirdPartyManagement: "no",
                socialMediaManagers: [manager.id],
              },
            });
            expect(res.status).toBe(201);
            accounts.push({ id: res.body.doc.id, unitId: unit.id });
          }
          const allEntries = (await call(h, "GET", "/api/audit-logs?limit=100", { token: root })).body.docs as { id: number; organizations: { id: number }[] }[];
          const people: { id: number; role: Role; token: string; grants: { unitId: number; type: AccessType; start: string | null; end: string | null }[] }[] = [];
          for (const [i, spec] of world.users.entries()) {
            const email = `user${i}@uni.edu`;
            const row = await insertUser(h, email, spec.role);
            const grants = [...new Map(spec.grants.map((g) => [units[g.unit % units.length]!.id, g])).entries()].map(([unitId, g]) => ({
              unitId,
              type: g.type,
              start: g.type === "temporary" ? day(g.start) : null,
              end: g.type === "temporary" ? day(g.start + g.length) : null,
            }));
            for (const g of grants) await grant(h, row.id, g.unitId, g.type, g.start, g.end);
            people.push({ id: row.id, role: spec.role, token: await signIn(h, email), grants });
          }

          for (const person of people) {
            const roots = person.grants
              .filter((g) => isGrantInForce({ type: g.type, start_date: g.start, end_date: g.end }, TODAY))
              .map((g) => units.find((u) => u.id === g.unitId)!.path);
            const expectedUnits = units.filter((u) => roots.some((r) => isWithinPath(u.path, r))).map((u) => u.id).sort((a, b) => a - b);
            const res = await call(h, "GET", "/api/organization?limit=100", { token: person.token });
            expect(res.body.docs.map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)).toEqual(expectedUnits);
            for (const u of units) {
              const one = await call(h, "GET", `/api/organization/${u.id}`, { token: person.token });
              expect(one.status).toBe(expectedUnits.includes(u.id) ? 200 : 404);
            }
            // Users: everyone holding any grant (in force or not) on a unit in scope, and oneself.
            const expectedUsers = people
              .filter((p) => p.id === person.id || p.grants.some((g) => expectedUnits.includes(g.unitId)))
              .map((p) => p.id)
              .sort((a, b) => a - b);
            const list = await call(h, "GET", "/api/users?limit=100", { token: person.token });
            expect(list.body.docs.map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)).toEqual(expectedUsers);

            const expectedAccounts = accounts.filter((a) => expectedUnits.includes(a.unitId)).map((a) => a.id).sort((a, b) => a - b);
            const accountList = await call(h, "GET", "/api/social-medias?limit=100", { token: person.token });
            expect(accountList.body.docs.map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)).toEqual(expectedAccounts);

            const auditList = await call(h, "GET", "/api/audit-logs?limit=100", { token: person.token });
            if (person.role === "social_media_manager") {
              expect(auditList.status).toBe(403);
            } else {
              const expectedEntries = allEntries.filter((e) => e.organizations.some((o) => expectedUnits.includes(o.id))).map((e) => e.id);
              expect(auditList.body.docs.map((d: { id: number }) => d.id)).toEqual(expectedEntries);
            }
          }
          const all = await call(h, "GET", "/api/organization?limit=100", { token: root });
          expect(all.body.totalDocs).toBe(units.length);
        } finally {
          h.close();
        }
      }),
      { numRuns: 25 },
    );
  });
});
