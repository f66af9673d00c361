// Dormancy (issue 19): an account's last activity (read by everyone who sees the account;
// recorded by hand for the platforms the daily refresh does not read, by those
// shared/offboarding-rules.ts mayRecordActivity admits), and the home page's dormancy figures.
import { z } from "zod";
import { activityRecordSchema, idParamSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, refused } from "../http/responses.ts";

const activity = z.object({ lastActivityAt: z.string().nullable(), dormant: z.boolean() }).loose();
const summary = z.object({ dormantDays: z.number().int(), dormantByUnit: z.array(z.object({}).loose()), idleDays: z.number().int() }).loose();

export const dormancyRoutes = {
  activity: declareRoute({
    method: "get", path: "/social-medias/{id}/activity", summary: "An account's last activity and whether it is dormant", tags: ["dormancy"],
    access: allow("SOCIAL_MEDIAS", "read"),
    request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(activity)), 404: refused("missing or out of scope") },
  }),
  record: declareRoute({
    method: "put", path: "/social-medias/{id}/activity", summary: "Record the date of an account's last activity by hand (platforms other than YouTube and X)", tags: ["dormancy"],
    access: allow("SOCIAL_MEDIAS", "read"),
    request: { params: idParamSchema, body: jsonBody(activityRecordSchema) },
    responses: {
      200: answer('{"doc","flags":{"opened","closed"}}', docOf(activity).extend({ flags: z.object({ opened: z.number().int(), closed: z.number().int() }) })),
      400: invalid("ValidationError (a date in the future; YouTube and X are read from the platform)"),
      403: refused("not the account's administrator or manager, a unit admin in scope or a super admin"),
      404: refused("missing or out of scope"),
    },
  }),
  summary: declareRoute({
    method: "get", path: "/dormancy/summary", summary: "Dormant accounts per unit and people not signed in for 90 days, in the caller's scope", tags: ["dormancy"],
    access: allow("DASHBOARD", "read"),
    responses: { 200: answer("summary", summary) },
  }),
};

export function mountDormancyRoutes() {
  const app = router();
  handle(app, dormancyRoutes.activity, async (c) => c.json({ doc: await c.var.services.dormancy.activity(c.var.actor, c.req.valid("param").id) }));
  handle(app, dormancyRoutes.record, async (c) => c.json(await c.var.services.dormancy.record(c.var.actor, c.req.valid("param").id, c.req.valid("json"))));
  handle(app, dormancyRoutes.summary, async (c) => c.json(await c.var.services.dormancy.summary(c.var.actor)));
  return app;
}
