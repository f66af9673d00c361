import { mayReadReports, reportContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

// Reports read units' figures: the UNITS read right, narrowed to super admins and unit admins.
export const reportRoutes = {
  unit: declareRoute({ ...reportContracts.unit, access: allow("UNITS", "read", mayReadReports) }),
  download: declareRoute({ ...reportContracts.download, access: allow("UNITS", "read", mayReadReports) }),
  schedules: declareRoute({ ...reportContracts.schedules, access: allow("UNITS", "read", mayReadReports) }),
  createSchedule: declareRoute({ ...reportContracts.createSchedule, access: allow("UNITS", "read", mayReadReports) }),
  deleteSchedule: declareRoute({ ...reportContracts.deleteSchedule, access: allow("UNITS", "read", mayReadReports) }),
};

export function mountReportRoutes() {
  const app = router();
  handle(app, reportRoutes.unit, async (c) => c.json(await c.var.services.unitReports.report(c.var.actor, c.req.valid("param").unit)));
  handle(app, reportRoutes.download, async (c) => {
    const file = await c.var.services.unitReports.file(c.var.actor, c.req.valid("param").unit, c.req.valid("query").format, c.var.locale);
    return c.body(file.bytes, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    });
  });
  handle(app, reportRoutes.schedules, async (c) => c.json(await c.var.services.reportSchedules.list(c.var.actor)));
  handle(app, reportRoutes.createSchedule, async (c) => c.json({ doc: await c.var.services.reportSchedules.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, reportRoutes.deleteSchedule, async (c) => {
    await c.var.services.reportSchedules.remove(c.var.actor, c.req.valid("param").id);
    return c.json({ message: "DELETED" });
  });
  return app;
}
