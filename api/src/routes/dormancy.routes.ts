// Dormancy (issue 19): an account's last activity (read by everyone who sees the account;
// recorded by hand for the platforms the daily refresh does not read, by those
// shared/offboarding-rules.ts mayRecordActivity admits), and the home page's dormancy figures.
import { offboardingContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const dormancyRoutes = {
  activity: declareRoute({ ...offboardingContracts.activity, access: allow("SOCIAL_MEDIAS", "read") }),
  record: declareRoute({ ...offboardingContracts.recordActivity, access: allow("SOCIAL_MEDIAS", "read") }),
  summary: declareRoute({ ...offboardingContracts.dormancySummary, access: allow("DASHBOARD", "read") }),
};

export function mountDormancyRoutes() {
  const app = router();
  handle(app, dormancyRoutes.activity, async (c) => c.json({ doc: await c.var.services.dormancy.activity(c.var.actor, c.req.valid("param").id) }));
  handle(app, dormancyRoutes.record, async (c) => c.json(await c.var.services.dormancy.record(c.var.actor, c.req.valid("param").id, c.req.valid("json"))));
  handle(app, dormancyRoutes.summary, async (c) => c.json(await c.var.services.dormancy.summary(c.var.actor)));
  return app;
}
