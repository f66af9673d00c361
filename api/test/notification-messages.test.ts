// What each event's e-mail line says, as a table: one sample payload per event type, as the
// changes record them (api/src/notifications/change-events.ts, the campaign notices, the sweep).
import { describe, expect, it } from "vitest";
import { EVENT_TYPES, LOCALES } from "@steward/shared";
import { describeEvent, eventPath } from "../src/notifications/messages.ts";

const ROWS: [string, Record<string, unknown>, string, string][] = [
  ["review_request.opened", { userName: "Nina New", requestedRole: null, requestedBy: "Una Admin" }, "Nina New is waiting for your review before they can sign in (added by Una Admin).", "/dashboard/users"],
  ["review_request.opened", { userName: "Sam", requestedRole: "unit_admin", requestedBy: "Una Admin" }, "Sam is waiting for your review to become unit admin (asked by Una Admin).", "/dashboard/users"],
  ["account.awaiting_approval", { accountName: "Physics on X", platform: "twitter", unitName: "Physics" }, "Physics on X (twitter) is waiting for approval in Physics.", "/dashboard/social-media-accounts"],
  ["account.status_changed", { accountName: "Physics on X", from: "active", to: "inactive", reason: "Paused" }, "Physics on X went from active to inactive: Paused", "/dashboard/social-media-accounts"],
  ["account.rejected", { accountName: "Physics on X", platform: "twitter", reason: "Duplicate of the faculty's account" }, "Your request for Physics on X (twitter) was rejected: Duplicate of the faculty's account", "/dashboard/social-media-accounts"],
  ["flag.raised", { accountName: "Physics on X", category: "missing_backup_admin", severity: "medium", source: "scan" }, "A medium risk flag (missing backup admin) was raised on Physics on X by the risk scan.", "/dashboard/flags"],
  ["flag.resolved", { accountName: "Physics on X", category: "other", status: "dismissed", resolutionNote: "Accepted" }, "The risk flag (other) on Physics on X was dismissed: Accepted", "/dashboard/flags"],
  ["access.expiring", { userId: 7, userName: "Tess", unitName: "Physics", endDate: "2026-03-23", daysLeft: 0 }, "Tess's access to Physics ends today (last day 23/03/2026).", "/dashboard/users/access/7"],
  ["policy.published", { version: 4 }, "Version 4 of the social media policy was published. Read and accept it at your next sign-in.", "/dashboard/policies"],
  ["handover_task.opened", { task: "rotate_password", accountName: "Physics on X", userName: "Olga Old" }, "A rotate password task for Physics on X (handed over from Olga Old) was opened.", "/dashboard"],
  ["handover_task.overdue", { task: "remove_platform_access", accountName: "Physics on X" }, "Overdue: the remove platform access task for Physics on X is still open.", "/dashboard"],
  ["campaign.opened", { campaign: { name: "2026 recertification", dueDate: "2026-04-30" }, reviewerUnit: { name: "Physics" }, items: 3, link: "/dashboard/reviews" }, "2026 recertification opened: 3 accounts of Physics to review by 30/04/2026.", "/dashboard/reviews"],
  ["campaign.due_soon", { campaign: { name: "2026 recertification", dueDate: "2026-04-30" }, reviewerUnit: { name: "Physics" }, items: 1, link: "/dashboard/reviews" }, "2026 recertification: 1 account of Physics still to review, due 30/04/2026.", "/dashboard/reviews"],
  ["campaign.item_overdue", { campaign: { name: "2026 recertification", dueDate: "2026-04-30" }, reviewerUnit: { name: "Physics" }, items: 2, escalatedTo: null, link: "https://evil.example/" }, "2026 recertification: 2 accounts of Physics are overdue (due 30/04/2026); escalated to the super admins.", "/dashboard"],
  ["incident.opened", { incidentId: 4, accountName: "Physics on X", summary: "Password phished", link: "/dashboard/incidents/4" }, "Physics on X was reported compromised: it is locked in the registry and no longer answered as verified until its incident is closed. Work through the playbook's steps: Password phished", "/dashboard/incidents/4"],
  ["incident.closed", { incidentId: 4, accountName: "Physics on X", note: "Restored", link: "/dashboard/incidents/4" }, "The incident on Physics on X is closed: the account is unlocked and verified again: Restored", "/dashboard/incidents/4"],
  ["incident.step_assigned", { incidentId: 4, accountName: "Physics on X", assigneeId: 7, step: { en: "Rotate the password", "es-CO": "Cambiar la contraseña" }, link: "/dashboard/incidents/4" }, 'You were given the step "Rotate the password" of the incident on Physics on X.', "/dashboard/incidents/4"],
  ["case.created", { caseId: 12, kind: "removal", accountName: "Physics on X", link: "/dashboard/cases/12" }, "New removal request (case 12) about Physics on X: it must be handled within 48 hours.", "/dashboard/cases/12"],
  ["case.state_changed", { caseId: 12, state: "reported_to_platform", link: "/dashboard/cases/12" }, "Case 12 is now reported to the platform.", "/dashboard/cases/12"],
  ["case.clock_reminder", { caseId: 12, accountName: "Physics on X", link: "/dashboard/cases/12" }, "Case 12: 24 hours left to handle the removal request about Physics on X.", "/dashboard/cases/12"],
  ["case.clock_escalated", { caseId: 12, accountName: "Physics on X", link: "/dashboard/cases/12" }, "Case 12: the removal request about Physics on X is still open after 36 hours and was escalated to you.", "/dashboard/cases/12"],
  ["case.clock_breached", { caseId: 12, accountName: "Physics on X", link: "javascript:alert(1)" }, "Case 12: the removal request about Physics on X passed its 48 hours without an outcome.", "/dashboard"],
];

describe("the line each event's e-mail says", () => {
  it("has a row for every event type", () => {
    expect(EVENT_TYPES.filter((t) => !ROWS.some((r) => r[0] === t))).toEqual([]);
  });
  it.each(ROWS)("%s", (type, payload, line, path) => {
    expect(describeEvent({ id: 1, type, occurredAt: "2026-03-15T12:00:00.000Z", payload })).toBe(line);
    expect(eventPath(type, payload)).toBe(path);
  });
  it("a payload missing its fields still says something sensible", () => {
    for (const locale of LOCALES) {
      for (const type of EVENT_TYPES) expect(describeEvent({ id: 1, type, occurredAt: "2026-03-15T12:00:00.000Z", payload: {} }, locale).length).toBeGreaterThan(10);
    }
  });
});

// The same events as a Spanish-speaking recipient reads them: their words, their dates; what
// people typed (names, reasons) stays as typed.
const SPANISH: Record<string, string> = {
  "Nina New is waiting for your review before they can sign in (added by Una Admin).": "Nina New espera su revisión antes de poder iniciar sesión (lo agregó Una Admin).",
  "Sam is waiting for your review to become unit admin (asked by Una Admin).": "Sam espera su revisión para ser administrador de unidad (lo solicitó Una Admin).",
  "Physics on X (twitter) is waiting for approval in Physics.": "Physics on X (twitter) está pendiente de aprobación en Physics.",
  "Physics on X went from active to inactive: Paused": "Physics on X pasó de activa a inactiva: Paused",
  "Your request for Physics on X (twitter) was rejected: Duplicate of the faculty's account": "Su solicitud de la cuenta Physics on X (twitter) fue rechazada: Duplicate of the faculty's account",
  "A medium risk flag (missing backup admin) was raised on Physics on X by the risk scan.": "Se generó una alerta de riesgo media (sin administrador suplente) sobre Physics on X en la revisión automática de riesgos.",
  "The risk flag (other) on Physics on X was dismissed: Accepted": "La alerta de riesgo (otra) sobre Physics on X quedó descartada: Accepted",
  "Tess's access to Physics ends today (last day 23/03/2026).": "El acceso de Tess a Physics termina hoy (último día: 23/03/2026).",
  "Version 4 of the social media policy was published. Read and accept it at your next sign-in.": "Se publicó la versión 4 de la política de redes sociales. Léala y acéptela la próxima vez que inicie sesión.",
  "A rotate password task for Physics on X (handed over from Olga Old) was opened.": "Se abrió la tarea de cambio de contraseña para Physics on X (traspasada por Olga Old).",
  "Overdue: the remove platform access task for Physics on X is still open.": "Vencida: la tarea de retiro del acceso a la plataforma para Physics on X sigue abierta.",
  "2026 recertification opened: 3 accounts of Physics to review by 30/04/2026.": "Se abrió 2026 recertification: 3 cuentas de Physics por revisar antes del 30/04/2026.",
  "2026 recertification: 1 account of Physics still to review, due 30/04/2026.": "2026 recertification: 1 cuenta de Physics aún por revisar; el plazo vence el 30/04/2026.",
  "2026 recertification: 2 accounts of Physics are overdue (due 30/04/2026); escalated to the super admins.": "2026 recertification: 2 cuentas de Physics con la revisión vencida (plazo: 30/04/2026); se escaló a los Superadministradores.",
  "Physics on X was reported compromised: it is locked in the registry and no longer answered as verified until its incident is closed. Work through the playbook's steps: Password phished":
    "Physics on X se reportó como comprometida: queda bloqueada en el registro y deja de aparecer como verificada hasta que se cierre su incidente. Avance en los pasos del protocolo: Password phished",
  "The incident on Physics on X is closed: the account is unlocked and verified again: Restored": "Se cerró el incidente de Physics on X: la cuenta queda desbloqueada y vuelve a aparecer como verificada: Restored",
  'You were given the step "Rotate the password" of the incident on Physics on X.': "Se le asignó el paso «Cambiar la contraseña» del incidente de Physics on X.",
  "New removal request (case 12) about Physics on X: it must be handled within 48 hours.": "Nueva solicitud de retiro (caso 12) sobre Physics on X: debe atenderse en un plazo de 48 horas.",
  "Case 12 is now reported to the platform.": "El caso 12 ahora está reportado a la plataforma.",
  "Case 12: 24 hours left to handle the removal request about Physics on X.": "Caso 12: quedan 24 horas para atender la solicitud de retiro sobre Physics on X.",
  "Case 12: the removal request about Physics on X is still open after 36 hours and was escalated to you.": "Caso 12: la solicitud de retiro sobre Physics on X sigue abierta después de 36 horas y se le escaló a usted.",
  "Case 12: the removal request about Physics on X passed its 48 hours without an outcome.": "Caso 12: la solicitud de retiro sobre Physics on X superó sus 48 horas sin una respuesta.",
};

describe("the same lines in Spanish", () => {
  it.each(ROWS)("%s", (type, payload, line) => {
    expect(describeEvent({ id: 1, type, occurredAt: "2026-03-15T12:00:00.000Z", payload }, "es-CO")).toBe(SPANISH[line]);
  });
});
