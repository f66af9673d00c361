import { describe, expect, it } from "vitest";
import coreEs from "../../i18n/catalogues/core.es-CO.ts";
import pagesEs from "../../i18n/catalogues/pages.es-CO.ts";
import { translatorFor } from "../../i18n/i18n-context.ts";
import { provideBundle } from "../../i18n/load-catalogue.ts";
import { INSTITUTION_LOCALE, formatsFor } from "../format/formats.ts";
import { changedScalarFields, fieldLabel } from "./audit-diff.ts";
import { recordLines } from "./audit-record.ts";

const formats = formatsFor(INSTITUTION_LOCALE);
const english = { t: translatorFor("en"), formats };

provideBundle("es-CO", "core", coreEs);
provideBundle("es-CO", "pages", pagesEs);
const spanish = { t: translatorFor("es-CO"), formats };

const PREV = { status: "pending_review", role: "unit_admin", passwordUpdatedAt: null, date_of_last_training: "2026-02-03", isEnabledTwoFactor: false, name: "physics_lab" };
const CURRENT = { status: "active", role: "social_media_manager", passwordUpdatedAt: "2026-01-02T10:00:00.000Z", date_of_last_training: "2026-03-04", isEnabledTwoFactor: true, name: "physics" };

describe("the audit diff, as people read it", () => {
  it("names fields in words", () => {
    expect(fieldLabel(english.t, "passwordUpdatedAt")).toBe("Password updated at");
    expect(fieldLabel(english.t, "date_of_last_training")).toBe("Date of last training");
    expect(fieldLabel(english.t, "parentOrg")).toBe("Parent unit");
    expect(fieldLabel(spanish.t, "loginAttempts")).toBe("Intentos fallidos de inicio de sesión");
    expect(fieldLabel(spanish.t, "end_date")).toBe("Fecha de finalización");
    // A field no catalogue names yet still reads as words.
    expect(fieldLabel(english.t, "someNewField")).toBe("Some new field");
  });

  it("shows enumerations by their labels, times and dates in the product's format, booleans as Yes/No", () => {
    expect(changedScalarFields(PREV, CURRENT, english)).toEqual([
      { field: "Status", before: "Pending Review", after: "Active" },
      { field: "Role", before: "Unit Admin", after: "Social Media Manager" },
      { field: "Password updated at", before: "—", after: formats.dateTime("2026-01-02T10:00:00.000Z") },
      { field: "Date of last training", before: formats.date("2026-02-03"), after: formats.date("2026-03-04") },
      { field: "Is enabled two factor", before: "No", after: "Yes" },
      // A name is a name, even when it looks like an enumeration.
      { field: "Name", before: "physics_lab", after: "physics" },
    ]);
  });

  it("speaks Spanish to a Spanish reader: field names, enumerations, yes and no", () => {
    const changes = changedScalarFields(
      { ...PREV, status: "pending_approval", severity: "high", category: "dormant_account", action: "flag_resolution" },
      { ...CURRENT, severity: "critical", category: "compromised", action: "attestation" },
      spanish,
    );
    expect(changes).toEqual([
      { field: "Estado", before: "Pendiente de aprobación", after: "Activa" },
      { field: "Rol", before: spanish.t("roles.unit_admin"), after: spanish.t("roles.social_media_manager") },
      { field: "Contraseña actualizada el", before: "—", after: formats.dateTime("2026-01-02T10:00:00.000Z") },
      { field: "Fecha de la última capacitación", before: formats.date("2026-02-03"), after: formats.date("2026-03-04") },
      { field: "Doble factor activado", before: "No", after: "Sí" },
      { field: "Nombre", before: "physics_lab", after: "physics" },
      { field: "Gravedad", before: "Alta", after: "Crítica" },
      { field: "Categoría", before: "Cuenta inactiva", after: "Comprometida" },
      { field: "Acción", before: "Resolución de alerta", after: "Confirmación" },
    ]);
  });

  it("names an access type and a unit type in the reader's words", () => {
    expect(changedScalarFields({ type: "permanent" }, { type: "temporary" }, spanish)).toEqual([{ field: spanish.t("audit.fields.type"), before: "Permanente", after: "Temporal" }]);
    expect(changedScalarFields({ type: "department" }, { type: "higher_education_institution" }, spanish)[0]).toMatchObject({ before: "Departamento", after: spanish.t("unitTypes.higher_education_institution") });
  });

  it("writes the full record in the reader's language, nested records included", () => {
    const lines = recordLines(spanish, { name: "Old", organization: { id: 10, name: "Física" }, publicListing: false }, { name: "New", organization: { id: 10, name: "Física" }, publicListing: true });
    expect(lines).toEqual([
      { field: "Nombre", text: "Old → New", changed: true },
      // A unit by its name (issue 30), not "ID: 10, Nombre: Física".
      { field: "Unidad", text: "Física", changed: false },
      { field: "Publicada en el directorio", text: "No → Sí", changed: true },
    ]);
    // A record that is a list is one line, named "Registro".
    expect(recordLines(spanish, [1], [2])[0]?.field).toBe("Registro");
  });

  it("names units a record holds as ids by the entry's units, with where they sit; a parent changed reads as units too", () => {
    const units = new Map([[767, { id: 767, name: "Física", pathNames: ["Universidad", "Ciencias", "Física"] }]]);
    const access = recordLines({ ...spanish, units }, null, [{ organization: 767 }, { organization: 5 }]);
    expect(access[0]?.text).toBe("Unidad: Física (Universidad › Ciencias); Unidad: Una unidad que ya no está registrada");
    expect(changedScalarFields({ parent: 5 }, { parent: 767 }, { ...english, units })).toEqual([{ field: "Parent", before: "A unit no longer recorded", after: "Física (Universidad › Ciencias)" }]);
  });
});
