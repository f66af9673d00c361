// The 409 last-unit-admin warning (product-spec.md section 8) is one ICU message with the units as
// its placeholder: English word for word as the specification has it, Spanish from its catalogue.
import { describe, expect, it } from "vitest";
import { onlyUnitAdminWarning } from "../messages.ts";
import es from "../i18n/messages/es-CO/unitAdminRule.json" with { type: "json" };

describe("onlyUnitAdminWarning", () => {
  it("is the specification's English sentence with the units listed", () => {
    expect(onlyUnitAdminWarning(["Faculty of Science", "Law"])).toBe(
      "You cannot disable this user because they are the only Unit Admin in the following organizations: Faculty of Science, Law. Please assign another Unit Admin before disabling the user.",
    );
  });

  it("says the same in Spanish with the Spanish message", () => {
    expect(onlyUnitAdminWarning(["Facultad de Ciencias", "Derecho"], "es-CO", es.onlyUnitAdmin)).toBe(
      "No puede desactivar a este usuario porque es el único administrador de unidad de las siguientes unidades: Facultad de Ciencias, Derecho. Asigne otro administrador de unidad antes de desactivarlo.",
    );
  });
});
