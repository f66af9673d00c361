// The incident page (issue 34): the checklist says who did what and when, a tick sends exactly that
// step's change, closing with required steps undone asks for a reason, and a reader without the
// right to handle it sees no buttons. Once in Spanish, with no English of the incidents' texts left.
import type { IncidentDetailDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

const INCIDENT: IncidentDetailDoc = {
  id: 7,
  state: "open",
  socialMedia: { id: 101, name: "Physics on X", platform: "twitter" },
  unit: { id: 3, name: "Physics" },
  summary: "Password phished",
  openedAt: "2026-03-01T10:00:00.000Z",
  openedBy: { id: 2, name: "Pat Primary" },
  closedAt: null,
  closedBy: null,
  closingNote: null,
  closeReason: null,
  flagId: 11,
  stepsDone: 1,
  stepsTotal: 2,
  steps: [
    { id: 70, position: 0, title: { en: "Lock the account", "es-CO": "Bloquear la cuenta" }, required: true, automatic: true, assignee: null, doneAt: "2026-03-01T10:00:00.000Z", doneBy: { id: 2, name: "Pat Primary" }, note: null },
    { id: 71, position: 1, title: { en: "Rotate the password", "es-CO": "Cambiar la contraseña" }, required: true, automatic: false, assignee: { id: 2, name: "Pat Primary" }, doneAt: null, doneBy: null, note: null },
  ],
  timeline: [{ at: "2026-03-01T10:00:00.000Z", kind: "opened", by: { id: 2, name: "Pat Primary" }, stepId: null, text: "Password phished" }],
  mayHandle: true,
};

function incidentApi(doc: IncidentDetailDoc = INCIDENT) {
  const api = createFakeApi();
  api.on("GET /api/incidents/7", { status: 200, body: { doc } });
  api.on("GET /api/users", { status: 200, body: listOf([]) });
  api.on("PATCH /api/incidents/7/steps/71", (call) => {
    const done = (call.body as { done?: boolean }).done === true;
    const steps = doc.steps.map((s) => (s.id === 71 && done ? { ...s, doneAt: "2026-03-02T09:00:00.000Z", doneBy: { id: 1, name: "Ada Lovelace" } } : s));
    return { status: 200, body: { doc: { ...doc, steps, stepsDone: 2, timeline: [...doc.timeline, { at: "2026-03-02T09:00:00.000Z", kind: "step_done", by: { id: 1, name: "Ada Lovelace" }, stepId: 71, text: null }] } } };
  });
  api.on("POST /api/incidents/7/close", { status: 200, body: { doc: { ...doc, state: "closed", closedAt: "2026-03-03T09:00:00.000Z", closedBy: { id: 1, name: "Ada Lovelace" }, closingNote: "Back" } } });
  return api;
}

describe("the incident page", { timeout: 60_000 }, () => {
  it("ticks a step, then asks for a reason before closing with a required step undone (in Spanish)", async () => {
    const api = incidentApi({ ...INCIDENT, steps: [INCIDENT.steps[0]!, { ...INCIDENT.steps[1]!, required: true }, { ...INCIDENT.steps[1]!, id: 72, title: { en: "Post-mortem", "es-CO": "" } }] });
    const { events } = renderDashboard({ path: "/dashboard/incidents/7", user: makeUser("super_admin", { locale: "es-CO" }), api });
    expect(await screen.findByRole("heading", { level: 1, name: "Incidente de Physics on X" })).toBeTruthy();
    const rotate = screen.getByRole("listitem", { name: "Cambiar la contraseña" });
    expect(within(rotate).getByText("Sin completar")).toBeTruthy();
    // A title written in one language only is shown to everyone.
    expect(screen.getByRole("listitem", { name: "Post-mortem" })).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Bloquear la cuenta" })).getByText(/^Completado .* por Pat Primary$/)).toBeTruthy();

    await events.click(within(rotate).getByRole("button", { name: "Marcar como completado: Cambiar la contraseña" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/incidents/7/steps/71")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/incidents/7/steps/71")[0]!.body).toEqual({ done: true });
    expect(await within(screen.getByRole("listitem", { name: "Cambiar la contraseña" })).findByText(/^Completado .* por Ada Lovelace$/)).toBeTruthy();
    expect(screen.getByText(/Paso completado: Cambiar la contraseña \(por Ada Lovelace\)/)).toBeTruthy();

    await events.click(screen.getByRole("button", { name: "Cerrar incidente" }));
    const dialog = await screen.findByRole("alertdialog", { name: "¿Cerrar el incidente de Physics on X?" });
    // Post-mortem (required in this copy) is still undone: the reason is asked for.
    expect(within(dialog).getByText("1 paso obligatorio aún no está completado.")).toBeTruthy();
    expect(englishLeftIn(document.body.textContent ?? "", ["incidents"])).toEqual([]);
    await events.type(within(dialog).getByRole("textbox", { name: /Nota de cierre/ }), "Back");
    await events.type(within(dialog).getByRole("textbox", { name: /Motivo/ }), "Restored by the platform");
    await events.click(within(dialog).getByRole("button", { name: "Cerrar incidente" }));
    await waitFor(() => expect(api.callsTo("POST /api/incidents/7/close")).toHaveLength(1));
    expect(api.callsTo("POST /api/incidents/7/close")[0]!.body).toEqual({ note: "Back", reason: "Restored by the platform" });
    expect(await screen.findByText(/^Cerrado .* por Ada Lovelace\./)).toBeTruthy();
  });

  it("offers nothing to change to someone who may only read it", async () => {
    renderDashboard({ path: "/dashboard/incidents/7", user: makeUser("social_media_manager"), api: incidentApi({ ...INCIDENT, mayHandle: false }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Incident on Physics on X" })).toBeTruthy();
    expect(screen.getByText(/the account is locked in the registry/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark .* done/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Close incident" })).toBeNull();
    expect(screen.getByText("Assigned to: Pat Primary")).toBeTruthy();
  });
});
