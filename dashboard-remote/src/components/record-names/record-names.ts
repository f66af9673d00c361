// How a person or a unit is named in a sentence or a one-line list (issue 30): at the size of a real
// institution there are sixteen "Ada Ali" and three "Agriculture Admissions", so a person carries
// their e-mail and a unit where it sits, as the choosers' options do ("Name (detail)").
import type { UnitRef } from "@steward/shared";
import { unitPlace } from "../pickers/unit-place.ts";

/** "Ada Ali (ada.ali2@northbridge.edu)"; the name alone when the e-mail is not known. */
export const personLabel = (person: { name: string; email?: string | undefined }): string => (person.email ? `${person.name} (${person.email})` : person.name);

/** "Agriculture Admissions (Northbridge › Department of Journalism)"; a top-level unit, or one read without its path, by its name. */
export function unitLabel(unit: UnitRef): string {
  const place = unitPlace(unit.pathNames);
  return place ? `${unit.name} (${place})` : unit.name;
}
