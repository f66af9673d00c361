import { describe, expect, it } from "vitest";
import { INSTITUTION_LOCALE, formatsFor } from "../format/formats.ts";
import { changedScalarFields, fieldLabel } from "./audit-diff.ts";

const formats = formatsFor(INSTITUTION_LOCALE);

describe("the audit diff, as people read it", () => {
  it("names fields in words", () => {
    expect(fieldLabel("passwordUpdatedAt")).toBe("Password updated at");
    expect(fieldLabel("date_of_last_training")).toBe("Date of last training");
    expect(fieldLabel("parentOrg")).toBe("Parent unit");
  });

  it("shows enumerations by their labels, times and dates in the product's format, booleans as Yes/No", () => {
    const changes = changedScalarFields(
      { status: "pending_review", role: "unit_admin", passwordUpdatedAt: null, date_of_last_training: "2026-02-03", isEnabledTwoFactor: false, name: "physics_lab" },
      { status: "active", role: "social_media_manager", passwordUpdatedAt: "2026-01-02T10:00:00.000Z", date_of_last_training: "2026-03-04", isEnabledTwoFactor: true, name: "physics" },
      formats,
    );
    expect(changes).toEqual([
      { field: "Status", before: "Pending Review", after: "Active" },
      { field: "Role", before: "Unit Admin", after: "Social Media Manager" },
      { field: "Password updated at", before: "—", after: formats.dateTime("2026-01-02T10:00:00.000Z") },
      { field: "Date of last training", before: formats.date("2026-02-03"), after: formats.date("2026-03-04") },
      { field: "Is enabled two factor", before: "No", after: "Yes" },
      // A name is a name, even when it looks like an enumeration.
      { field: "Name", before: "physics_lab", after: "physics" },
    ]);
  });
});
