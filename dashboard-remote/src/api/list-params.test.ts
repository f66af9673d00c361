// Every list call passes every parameter of its API schema through: a sample that fills each key
// of the schema goes out as a query string that the API's own schema parses back to the sample.
// A key missing from a sample fails to compile; a key the client drops fails the round trip.
import {
  auditListQuerySchema,
  flagListQuerySchema,
  importListQuerySchema,
  reviewRequestListQuerySchema,
  socialMediaListQuerySchema,
  unitListQuerySchema,
  userListQuerySchema,
} from "@steward/shared";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createFakeApi } from "../test/fake-api.ts";
import { listOf } from "../test/fixtures.ts";
import { createApiClient, type ApiClient } from "./api-client.ts";
import { listAuditLogs } from "./audit-logs-api.ts";
import { listFlags } from "./flags-api.ts";
import { listImports } from "./imports-api.ts";
import { listReviewRequests } from "./review-requests-api.ts";
import { listSocialMedias } from "./social-medias-api.ts";
import { listUnits } from "./units-api.ts";
import { listUsers } from "./users-api.ts";

type Full<S extends z.ZodType> = Required<z.output<S>>;

interface Case<S extends z.ZodType> {
  path: string;
  schema: S;
  sample: Full<S>;
  call(api: ApiClient, params: Full<S>): Promise<unknown>;
}

const page = { page: 3, limit: 20, search: "north" };

const cases = [
  {
    path: "/api/organization",
    schema: unitListQuerySchema,
    sample: { ...page, sort: "-name", status: ["active", "pending_review"], type: ["department", "office"], parent: [4, 9] },
    call: listUnits,
  } satisfies Case<typeof unitListQuerySchema>,
  {
    path: "/api/users",
    schema: userListQuerySchema,
    sample: { ...page, sort: "email", role: ["unit_admin"], status: ["active", "rejected"], organizations: [2, 3], lacking: ["twoFactor", "trainingRisk"], idle: ["yes"], expiring: ["yes"] },
    call: listUsers,
  } satisfies Case<typeof userListQuerySchema>,
  {
    path: "/api/social-medias",
    schema: socialMediaListQuerySchema,
    sample: { ...page, sort: "-platform", status: ["in_transition"], platform: ["youtube", "twitter"], organization: [10, 11], primaryAdmin: [7], backupAdmin: ["none"], attested: ["no"], mine: "true" },
    call: listSocialMedias,
  } satisfies Case<typeof socialMediaListQuerySchema>,
  {
    path: "/api/flags",
    schema: flagListQuerySchema,
    sample: { ...page, sort: "-severity", status: ["open", "in_review"], severity: ["high"], category: ["compromised", "other"], socialMedia: [5] },
    call: listFlags,
  } satisfies Case<typeof flagListQuerySchema>,
  {
    path: "/api/audit-logs",
    schema: auditListQuerySchema,
    sample: { ...page, sort: "-createdAt", entity: ["organization", "users"], action: ["update"], documentId: [12], user: [1, 2], from: "2026-01-01", to: "2026-01-31" },
    call: listAuditLogs,
  } satisfies Case<typeof auditListQuerySchema>,
  {
    path: "/api/review-requests",
    schema: reviewRequestListQuerySchema,
    sample: { ...page, sort: "createdAt", status: ["open", "rejected"] },
    call: listReviewRequests,
  } satisfies Case<typeof reviewRequestListQuerySchema>,
  {
    path: "/api/imports",
    schema: importListQuerySchema,
    sample: { ...page, sort: "-createdAt", kind: ["units", "accounts"], state: ["checked"] },
    call: listImports,
  } satisfies Case<typeof importListQuerySchema>,
] as const;

describe("list calls", () => {
  it.each(cases.map((c) => [c.path, c] as const))("%s sends every parameter of its schema", async (path, c) => {
    const fake = createFakeApi();
    fake.on(`GET ${path}`, { status: 200, body: listOf([]) });
    await (c.call as (api: ApiClient, params: unknown) => Promise<unknown>)(createApiClient("", fake.fetch), c.sample);

    const query = Object.fromEntries(fake.callsTo(`GET ${path}`)[0]?.query ?? []);
    expect(Object.keys(query).sort()).toEqual(Object.keys(c.schema.shape).sort());
    expect(c.schema.parse(query)).toEqual(c.sample);
  });
});
