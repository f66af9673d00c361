// A SCIM User as the provider describes it, and the two ways a provider changes it: a whole body
// (POST, PUT) and PATCH operations (RFC 7644 section 3.5.2) as Entra ID and Okta send them: `op` in
// any case, with or without `path`, `active` as a boolean or as the strings "True"/"False" (Entra),
// value paths such as `emails[type eq "work"].value`. Pure: no database, no HTTP. A PATCH is applied
// whole or not at all; the service then turns the difference into Steward changes.
import { emailSchema, type UserStatus } from "@steward/shared";
import { emailSub, isCoreSchemaKey, nameSub, readOnlyAttribute, topAttribute, unknownAttributeDetail, withoutCorePrefix, type EmailSub, type NameSub, type TopAttribute } from "./attributes.ts";
import { invalidPath, invalidSyntax, invalidValue, mutability, noTarget, type ScimError } from "./errors.ts";
import { parseComparison } from "./filter.ts";
import { PATCH_OP_SCHEMA, USER_SCHEMA } from "./schemas.ts";

export interface ScimEmail {
  value?: string;
  type?: string;
  primary?: boolean;
  display?: string;
}

export interface ScimUserState {
  /** The e-mail address, lower-cased: Steward's e-mail. */
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  /** name.formatted as this request gave it (not kept: Steward's name is the formatted name). */
  formatted: string | null;
  /** The displayName the provider gave (null: none, the name comes from the parts). */
  displayName: string | null;
  /** undefined: the request did not say (a PUT without `active`). */
  active: boolean | undefined;
  /** null: the one address Steward keeps, the userName. */
  emails: ScimEmail[] | null;
}

export const MAX_EXTERNAL_ID = 255;
export const MAX_NAME = 200;
export const MAX_OPERATIONS = 100;
const MAX_EMAILS = 10;

type Refuse = (detail: string) => ScimError;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

function userNameOf(value: unknown, where: string): string {
  const parsed = typeof value === "string" ? emailSchema.safeParse(value) : null;
  if (!parsed?.success) throw invalidValue(`${where} must be an e-mail address: Steward's userName is the person's e-mail`);
  return parsed.data;
}

/** A string attribute that may be cleared (null or empty). */
function optionalString(value: unknown, where: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string") throw invalidValue(`${where} must be a string`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalidValue(`${where} is longer than ${max} characters`);
  return trimmed === "" ? null : trimmed;
}

/** A boolean, or the strings "true"/"false" in any case, which Entra ID sends in PATCH. */
function booleanOf(value: unknown, where: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  throw invalidValue(`${where} must be true or false`);
}

function emailOf(value: unknown, where: string, unknown: Refuse): ScimEmail {
  if (!isObject(value)) throw invalidValue(`${where} must be an object such as {"value": "ann@example.edu", "type": "work", "primary": true}`);
  const email: ScimEmail = {};
  for (const [key, v] of Object.entries(value)) {
    const sub = emailSub(key);
    if (!sub) throw unknown(unknownAttributeDetail(`emails.${key}`));
    setEmailSub(email, sub, v, `${where}.${sub}`);
  }
  return email;
}

function setEmailSub(email: ScimEmail, sub: EmailSub, value: unknown, where: string): void {
  if (sub === "value") {
    if (value === null || value === undefined) delete email.value;
    else email.value = userNameOf(value, where);
  } else if (sub === "primary") {
    if (value === null || value === undefined) delete email.primary;
    else email.primary = booleanOf(value, where);
  } else {
    const text = optionalString(value, where, sub === "type" ? 20 : MAX_NAME);
    if (text === null) delete email[sub];
    else email[sub] = sub === "type" ? text.toLowerCase() : text;
  }
}

function emailsOf(value: unknown, where: string, unknown: Refuse): ScimEmail[] | null {
  if (value === null || value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_EMAILS) throw invalidValue(`${where} has more than ${MAX_EMAILS} addresses`);
  return list.map((item, i) => emailOf(item, `${where}[${i}]`, unknown));
}

/** Sets one name part; `value` null or empty clears it. */
function setNamePart(state: ScimUserState, sub: NameSub, value: unknown): void {
  state[sub] = optionalString(value, `name.${sub}`, MAX_NAME);
}

function setNameObject(state: ScimUserState, value: unknown, unknown: Refuse): void {
  if (value === null) {
    state.givenName = state.familyName = state.formatted = null;
    return;
  }
  if (!isObject(value)) throw invalidValue("name must be an object such as {\"givenName\": \"Ann\", \"familyName\": \"Lee\"}");
  for (const [key, v] of Object.entries(value)) {
    const sub = nameSub(key);
    if (!sub) throw unknown(unknownAttributeDetail(`name.${key}`));
    setNamePart(state, sub, v);
  }
}

/** Sets a top-level attribute from a body or an add/replace operation. */
function setTop(state: ScimUserState, attribute: TopAttribute, value: unknown, unknown: Refuse, mode: "set" | "add"): void {
  switch (attribute) {
    case "userName":
      state.userName = userNameOf(value, "userName");
      return;
    case "externalId":
      state.externalId = optionalString(value, "externalId", MAX_EXTERNAL_ID);
      return;
    case "displayName":
      state.displayName = optionalString(value, "displayName", MAX_NAME);
      return;
    case "active":
      state.active = booleanOf(value, "active");
      return;
    case "name":
      setNameObject(state, value, unknown);
      return;
    case "emails": {
      const given = emailsOf(value, "emails", unknown);
      if (mode === "add" && given !== null) {
        const current = materialized(state);
        for (const email of given) if (!current.some((e) => e.value === email.value)) current.push(email);
        state.emails = current;
      } else state.emails = given;
      return;
    }
  }
}

/** The addresses as the provider sees them: the kept ones, or the one derived from userName. */
function materialized(state: ScimUserState): ScimEmail[] {
  return state.emails ?? [{ value: state.userName, type: "work", primary: true }];
}

/** Checks a body's `schemas`: the core User schema, and no extension Steward does not have. */
function checkSchemas(value: unknown, required: string): void {
  if (!Array.isArray(value) || !value.every((s) => typeof s === "string")) {
    throw invalidSyntax(`schemas must be a list that holds "${required}"`);
  }
  const lower = value.map((s: string) => s.toLowerCase());
  if (!lower.includes(required.toLowerCase())) throw invalidSyntax(`schemas must hold "${required}"`);
  const other = value.find((s: string) => s.toLowerCase() !== required.toLowerCase());
  if (other !== undefined) throw invalidSyntax(unknownAttributeDetail(other));
}

/**
 * A POST or PUT body. `current` is the user being replaced (PUT), whose attributes not given are
 * cleared, except `active`, which stays as it is when not given. Read-only attributes (id, meta,
 * groups) are ignored, as RFC 7644 section 3.3 says.
 */
export function parseUserBody(body: unknown, mode: "create" | "replace"): ScimUserState {
  if (!isObject(body)) throw invalidSyntax("The body must be a JSON object: a SCIM User");
  const state: ScimUserState = {
    userName: "",
    externalId: null,
    givenName: null,
    familyName: null,
    formatted: null,
    displayName: null,
    active: mode === "create" ? true : undefined,
    emails: null,
  };
  const seen = new Set<string>();
  let hasSchemas = false;
  const take = (key: string, value: unknown) => {
    const top = topAttribute(key);
    const lower = (top ?? withoutCorePrefix(key)).toLowerCase();
    if (seen.has(lower)) throw invalidSyntax(`'${key}' is given twice`);
    seen.add(lower);
    if (top) {
      setTop(state, top, value, invalidSyntax, "set");
      return;
    }
    const readOnly = readOnlyAttribute(key);
    if (readOnly === "schemas") {
      hasSchemas = true;
      checkSchemas(value, USER_SCHEMA);
      return;
    }
    if (readOnly) return;
    throw invalidSyntax(unknownAttributeDetail(key));
  };
  for (const [key, value] of Object.entries(body)) {
    if (isCoreSchemaKey(key) && isObject(value)) {
      for (const [inner, v] of Object.entries(value)) take(inner, v);
    } else take(key, value);
  }
  if (!hasSchemas) throw invalidSyntax(`schemas is required and must hold "${USER_SCHEMA}"`);
  if (!seen.has("username")) throw invalidValue("userName is required: the person's e-mail address");
  return finish(state);
}

/** What every change must leave true: the addresses given are the userName. */
function finish(state: ScimUserState): ScimUserState {
  if (state.emails !== null) {
    if (state.emails.length === 0) state.emails = null;
    else {
      state.emails.forEach((email, i) => {
        if (email.value === undefined) throw invalidValue(`emails[${i}] has no value`);
        if (email.value !== state.userName) {
          throw invalidValue(`Steward keeps one e-mail address, the userName: emails[${i}].value '${email.value}' is not the userName '${state.userName}'`);
        }
      });
    }
  }
  return state;
}

type PatchTarget =
  | { kind: "top"; attribute: TopAttribute; raw: string }
  | { kind: "name"; sub: NameSub }
  | { kind: "emails"; filter: { sub: EmailSub; value: unknown } | null; sub: EmailSub | null };

/** The closing bracket of a value filter, outside quoted strings. */
function closingBracket(path: string, open: number): number {
  let quoted = false;
  for (let i = open + 1; i < path.length; i++) {
    const ch = path[i];
    if (quoted) {
      if (ch === "\\") i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === "]") return i;
  }
  return -1;
}

/** A PATCH `path` (RFC 7644 section 3.5.2): `attr`, `attr.sub`, `emails[filter]` or `emails[filter].sub`. */
export function parsePatchPath(raw: string): PatchTarget {
  if (raw.length > 1000) throw invalidPath("The path is too long");
  const path = withoutCorePrefix(raw.trim());
  const open = path.indexOf("[");
  if (open >= 0) {
    const close = closingBracket(path, open);
    if (close < 0) throw invalidPath(`The path '${raw}' has an unclosed '['`);
    const attribute = topAttribute(path.slice(0, open));
    if (attribute !== "emails") {
      throw readOnlyAttribute(path.slice(0, open)) ? mutability(`'${path.slice(0, open)}' is read-only`) : invalidPath(unknownAttributeDetail(path.slice(0, open)));
    }
    const comparison = parseComparison(path.slice(open + 1, close), invalidPath);
    const filterSub = emailSub(comparison.attribute);
    if (!filterSub) throw invalidPath(`Cannot select emails by '${comparison.attribute}': use value, type, primary or display`);
    const rest = path.slice(close + 1);
    if (rest === "") return { kind: "emails", filter: { sub: filterSub, value: comparison.value }, sub: null };
    const sub = rest.startsWith(".") ? emailSub(rest.slice(1)) : undefined;
    if (!sub) throw invalidPath(unknownAttributeDetail(`emails${rest}`));
    return { kind: "emails", filter: { sub: filterSub, value: comparison.value }, sub };
  }
  const dot = path.indexOf(".");
  const head = dot < 0 ? path : path.slice(0, dot);
  const attribute = topAttribute(head);
  if (!attribute) {
    if (readOnlyAttribute(head)) throw mutability(`'${head}' is read-only: a provider cannot change it`);
    throw invalidPath(unknownAttributeDetail(raw.trim()));
  }
  if (dot < 0) return { kind: "top", attribute, raw: head };
  const tail = path.slice(dot + 1);
  if (attribute === "name") {
    const sub = nameSub(tail);
    if (!sub) throw invalidPath(unknownAttributeDetail(`name.${tail}`));
    return { kind: "name", sub };
  }
  if (attribute === "emails") {
    const sub = emailSub(tail);
    if (!sub) throw invalidPath(unknownAttributeDetail(`emails.${tail}`));
    return { kind: "emails", filter: null, sub };
  }
  throw invalidPath(unknownAttributeDetail(raw.trim()));
}

function matches(email: ScimEmail, filter: { sub: EmailSub; value: unknown }): boolean {
  const have = email[filter.sub];
  if (typeof have === "string" && typeof filter.value === "string") return have.toLowerCase() === filter.value.toLowerCase();
  return have === filter.value || (have === undefined && filter.value === null);
}

type Op = "add" | "replace" | "remove";

function applyToEmails(state: ScimUserState, op: Op, target: Extract<PatchTarget, { kind: "emails" }>, value: unknown): void {
  const list = materialized(state).map((e) => ({ ...e }));
  const selected = target.filter ? list.filter((e) => matches(e, target.filter!)) : list;
  if (op === "remove") {
    const dropWhole = target.sub === null || target.sub === "value";
    if (dropWhole) state.emails = list.filter((e) => !selected.includes(e));
    else {
      for (const e of selected) delete e[target.sub!];
      state.emails = list;
    }
    if (state.emails.length === 0) state.emails = null;
    return;
  }
  if (selected.length === 0) {
    if (op === "replace" && target.filter) throw noTarget("No address matches the path's filter");
    const fresh: ScimEmail = {};
    if (target.filter && target.filter.sub !== target.sub) setEmailSub(fresh, target.filter.sub, target.filter.value, `emails.${target.filter.sub}`);
    if (target.sub) setEmailSub(fresh, target.sub, value, `emails.${target.sub}`);
    else Object.assign(fresh, emailOf(value, "emails", invalidPath));
    list.push(fresh);
  } else {
    for (const e of selected) {
      if (target.sub) setEmailSub(e, target.sub, value, `emails.${target.sub}`);
      else {
        const given = emailOf(value, "emails", invalidPath);
        for (const key of Object.keys(e) as EmailSub[]) delete e[key];
        Object.assign(e, given);
      }
    }
  }
  state.emails = list;
}

function applyOne(state: ScimUserState, op: Op, target: PatchTarget, value: unknown): void {
  if (target.kind === "emails" && target.filter === null && target.sub === null && op !== "remove") {
    setTop(state, "emails", value, invalidPath, op === "add" ? "add" : "set");
    return;
  }
  if (target.kind === "emails") return applyToEmails(state, op, target, value);
  if (target.kind === "name") {
    setNamePart(state, target.sub, op === "remove" ? null : value);
    return;
  }
  if (op === "remove") {
    switch (target.attribute) {
      case "userName":
        throw invalidValue("userName cannot be removed: it is the person's e-mail address");
      case "active":
        throw invalidValue("active cannot be removed: set it to false to deactivate the person");
      case "name":
        state.givenName = state.familyName = state.formatted = null;
        return;
      case "emails":
        state.emails = null;
        return;
      default:
        state[target.attribute] = null;
        return;
    }
  }
  setTop(state, target.attribute, value, invalidPath, op === "add" ? "add" : "set");
}

/** A field of a PATCH body or operation, its name in any case. */
function field(obj: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : obj[key];
}

/**
 * Applies a PATCH body to `current`, whole or not at all: the first operation that cannot be
 * applied refuses them all, and nothing of `current` is changed.
 */
export function applyPatch(current: ScimUserState, body: unknown): ScimUserState {
  if (!isObject(body)) throw invalidSyntax("The body must be a JSON object: a SCIM PatchOp");
  checkSchemas(field(body, "schemas"), PATCH_OP_SCHEMA);
  for (const key of Object.keys(body)) {
    if (!["schemas", "operations"].includes(key.toLowerCase())) throw invalidSyntax(`A PatchOp has schemas and Operations only, not '${key}'`);
  }
  const operations = field(body, "Operations");
  if (!Array.isArray(operations) || operations.length === 0) throw invalidSyntax("Operations must be a list of one or more operations");
  if (operations.length > MAX_OPERATIONS) throw invalidSyntax(`At most ${MAX_OPERATIONS} operations in one PATCH`);
  const state: ScimUserState = { ...current, emails: current.emails?.map((e) => ({ ...e })) ?? null };
  operations.forEach((operation, i) => {
    if (!isObject(operation)) throw invalidSyntax(`Operations[${i}] must be an object with op, path and value`);
    for (const key of Object.keys(operation)) {
      if (!["op", "path", "value"].includes(key.toLowerCase())) throw invalidSyntax(`Operations[${i}] has '${key}': an operation has op, path and value only`);
    }
    const rawOp = field(operation, "op");
    const op = typeof rawOp === "string" ? rawOp.toLowerCase() : "";
    if (op !== "add" && op !== "replace" && op !== "remove") throw invalidSyntax(`Operations[${i}].op must be add, replace or remove`);
    const path = field(operation, "path");
    const value = field(operation, "value");
    if (path !== undefined && path !== null) {
      if (typeof path !== "string" || path.trim() === "") throw invalidPath(`Operations[${i}].path must be an attribute path such as "active"`);
      if (op !== "remove" && value === undefined) throw invalidValue(`Operations[${i}] has no value`);
      applyOne(state, op, parsePatchPath(path), value);
      return;
    }
    if (op === "remove") throw noTarget(`Operations[${i}]: remove needs a path`);
    // No path: the value holds the attributes to add or replace (Okta: {"active": false}), keyed by
    // name or by path ("name.givenName", as Entra ID sends it).
    if (!isObject(value)) throw invalidValue(`Operations[${i}] has no path, so its value must be an object of attributes`);
    for (const [key, v] of Object.entries(value)) {
      if (isCoreSchemaKey(key) && isObject(v)) {
        for (const [inner, w] of Object.entries(v)) applyOne(state, op, parsePatchPath(inner), w);
      } else if (readOnlyAttribute(key)) {
        continue;
      } else applyOne(state, op, parsePatchPath(key), v);
    }
  });
  return finish(state);
}

/**
 * Steward keeps one name: the displayName when the provider gives one, else the given and family
 * names, else the formatted name; null when the provider gave none of them.
 */
export function stewardNameOf(state: Pick<ScimUserState, "displayName" | "givenName" | "familyName" | "formatted">): string | null {
  if (state.displayName) return state.displayName;
  const parts = [state.givenName, state.familyName].filter((p): p is string => p !== null && p !== "").join(" ");
  if (parts) return parts.slice(0, MAX_NAME);
  return state.formatted;
}

/** SCIM's `active`: the provider has not deprovisioned the person (they may still wait for a review). */
export function isScimActive(status: UserStatus): boolean {
  return status === "active" || status === "pending_activation";
}
