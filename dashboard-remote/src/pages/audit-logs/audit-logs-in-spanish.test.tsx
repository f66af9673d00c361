// A Spanish reader (issue 31) on the Audit Log ("registro de auditoría"): columns, filters, actions,
// entities, field names and values in Spanish; times in es-CO, 12-hour clock with seconds.
import type { AuditLogDoc } from "@steward/shared";
import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatsFor } from "../../components/format/formats.ts";
import { translatorFor } from "../../i18n/i18n-context.ts";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();
const es = translatorFor("es-CO");

const ENTRY: AuditLogDoc = {
  id: 11,
  action: "flag_resolution",
  entity: "flags",
  document: 9,
  documentName: null,
  createdAt: "2026-03-13T21:00:07.000Z",
  user: { id: 1, name: "Root Admin", role: "super_admin" },
  prev: { status: "open", severity: "high", resolutionNote: null },
  current: { status: "resolved", severity: "high", resolutionNote: "Se asignó un suplente" },
  organizations: [],
};

describe("the Audit Log in Spanish", { timeout: 60_000 }, () => {
  it("reads entries in Spanish with es-CO times", async () => {
    const api = createFakeApi();
    api.on("GET /api/audit-logs", { status: 200, body: listOf([ENTRY]) });
    const { events } = renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("super_admin", { locale: "es-CO" }), api });
    const table = await screen.findByRole("table");
    await within(table).findByRole("cell", { name: `Root Admin (${es("roles.super_admin")})` });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Fecha", "Acción", "Entidad", "Registro", "Usuario", "Unidades", "Detalles"]);
    expect(within(table).getByRole("cell", { name: "Resolución de alerta" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "Alerta de riesgo" })).toBeTruthy();
    const time = formatsFor("es-CO").dateTime(ENTRY.createdAt);
    expect(time).toMatch(/\d{2}\/\d{2}\/2026.*\d{1,2}:\d{2}:\d{2}\s?[ap]\.\s?m\./);
    expect(within(table).getByText(time)).toBeTruthy();
    expect(screen.getByRole("group", { name: "Rango de fechas" })).toBeTruthy();
    expect(screen.getByLabelText("Desde")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Exportar" })).toBeTruthy();

    await events.click(within(table).getByRole("button", { name: "Ver la entrada 11" }));
    const detail = screen.getByRole("complementary", { name: "Detalles de la entrada" });
    const changes = within(detail).getByRole("table", { name: "Cambios" });
    expect(within(changes).getAllByRole("row").map((r) => r.textContent)).toEqual(["CampoAntesDespués", "EstadoAbiertaResuelta", "Nota de resolución—Se asignó un suplente"]);
    expect(within(detail).getByLabelText("Registro completo").textContent).toContain("GravedadAlta");
    expect(within(detail).getByText(time)).toBeTruthy();
    expect(englishLeftIn(`${table.textContent ?? ""}${detail.textContent ?? ""}`, ["audit", "auditEntities", "socialMedia", "flags"])).toEqual([]);
  });
});
