// SCIM's own error answers (RFC 7644 section 3.12): `{"schemas":[Error URN],"status":"400",
// "scimType":"invalidFilter","detail":"..."}`, status as a string. The provisioning service and the
// protocol code throw ScimError; the SCIM routes turn it, and any other refusal, into such a body.
// A ScimError says what kind of refusal it is, like every refusal of the API; its HTTP status comes
// from the one table (http/errors.ts STATUS_OF), never from here.
import { ERROR_CODES, describeBlocker, type OffboardingBlocker } from "@steward/shared";
import type { Refusal, RefusalKind } from "../domain/errors.ts";
import { STATUS_OF } from "../http/errors.ts";

export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** The scimType values of RFC 7644 table 9 that Steward answers with. */
export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "sensitive";

/** A refusal's kind, or `internal` for a failure of our own (answered 500). */
export type ScimErrorKind = RefusalKind | "internal";

export class ScimError extends Error {
  constructor(
    readonly kind: ScimErrorKind,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = "ScimError";
  }

  get status(): number {
    return this.kind === "internal" ? 500 : STATUS_OF[this.kind];
  }
}

export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

export function scimErrorBody(error: ScimError): ScimErrorBody {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.detail,
  };
}

export const invalidSyntax = (detail: string) => new ScimError("invalid", detail, "invalidSyntax");
export const invalidValue = (detail: string) => new ScimError("invalid", detail, "invalidValue");
export const invalidPath = (detail: string) => new ScimError("invalid", detail, "invalidPath");
export const invalidFilter = (detail: string) => new ScimError("invalid", detail, "invalidFilter");
export const mutability = (detail: string) => new ScimError("invalid", detail, "mutability");
export const noTarget = (detail: string) => new ScimError("invalid", detail, "noTarget");
export const scimNotFound = (detail = "No such resource") => new ScimError("not_found", detail);

/**
 * A refusal of the product's rules (the user service's, mostly) in SCIM's words: a taken e-mail is
 * a `uniqueness` conflict, the last-unit-admin rule names the units it protects, a validation
 * error says which field.
 */
export function scimErrorOfRefusal(refusal: Refusal): ScimError {
  const body = refusal.body as { message: string; errors?: { path: string; message: string }[]; organizations?: { id: number; name: string }[] };
  if (body.message === ERROR_CODES.userAlreadyExists) {
    return new ScimError("conflict", "Another Steward user already has this userName (e-mail address)", "uniqueness");
  }
  if (body.message === ERROR_CODES.offboardingRequired) {
    // Deactivating someone who still holds what nobody else would answer for (issue 19).
    const blockers = ((body as { blockers?: OffboardingBlocker[] }).blockers ?? []).map(describeBlocker).join("; ");
    return new ScimError("conflict", `OFFBOARDING_REQUIRED: this person is still ${blockers}. Offboard them in Steward (Users, then Offboard), which hands these over, instead of deactivating them.`);
  }
  if (body.message === ERROR_CODES.lastUnitAdmin) {
    const units = (body.organizations ?? []).map((u) => `${u.name} (id ${u.id})`).join(", ");
    // A deactivation's refusal carries where its impact is read: offboarding is the other way out.
    const offboard = "offboarding" in body ? " Or offboard them in Steward (Users, then Offboard), which hands the units to a successor." : "";
    return new ScimError(
      "conflict",
      `LAST_UNIT_ADMIN: this change would leave these units without a unit admin: ${units}. Give each unit another unit admin in Steward first.${offboard}`,
    );
  }
  if (refusal.kind === "invalid" && body.errors?.length) {
    return invalidValue(body.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; "));
  }
  return new ScimError(refusal.kind, body.message);
}
