// How a person or a unit is named in a sentence or a one-line list (issue 30): at the size of a real
// institution there are sixteen "Ada Ali" and three "Agriculture Admissions", so a person carries
// their e-mail and a unit where it sits, as the choosers' options do ("Name (detail)").
import type { UnitRef } from "@steward/shared";
import { unitPlace } from "../pickers/unit-place.ts";

/** "Name (detail)", the one way a name and what tells it apart are written together; the name alone without a detail. */
export const nameWithDetail = (name: string, detail: string | undefined): string => (detail ? `${name} (${detail})` : name);

/** "Ada Ali (ada.ali2@northbridge.edu)"; the name alone when the e-mail is not known. */
export const personLabel = (person: { name: string; email?: string | undefined }): string => nameWithDetail(person.name, person.email);

/** "Agriculture Admissions (Northbridge › Department of Journalism)"; a top-level unit, or one read without its path, by its name. */
export const unitLabel = (unit: UnitRef): string => nameWithDetail(unit.name, unitPlace(unit.pathNames));
