import { mayReadReports, reportContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

// Reports read units' figures: the UNITS read right, narrowed to super admins and unit admins.
export const reportRoutes = {
  unit: declareRoute({ ...reportContracts.unit, access: allow("UNITS", "read", mayReadReports) }),
  download: declareRoute({ ...reportContracts.download, access: allow("UNITS", "read", mayReadReports) }),
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
  return app;
}
