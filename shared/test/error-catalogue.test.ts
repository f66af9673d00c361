// Every code the dashboard may receive has a sentence in the catalogue (issue 29 point 6): the API's
// codes, the identity provider refusals, every status http/errors.ts answers, the contract's codes,
// and the failures the dashboard names itself. A code added anywhere without a sentence fails here.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import identityErrors from "../i18n/messages/en/identityErrors.json" with { type: "json" };
import {
  CLIENT_ERROR_CODES,
  ERROR_CODES,
  ERROR_SENTENCES,
  ERRORS,
  EVERY_ERROR_CODE,
  explainError,
  IDENTITY_ERROR_CODES,
  STATUS_CODES,
  VALIDATION_ERROR_CODE,
} from "../index.ts";

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

it.each([...new Set(EVERY_ERROR_CODE)])("%s has a sentence saying what happened and what to do", (code) => {
  const sentence = (ERROR_SENTENCES as Record<string, string | undefined>)[code];
  expect(sentence, `${code} has no sentence in shared/error-catalogue.ts`).toBeTruthy();
  // Words, not a code: at least two words, ends as a sentence, and does not just repeat the code.
  expect(sentence!.split(" ").length).toBeGreaterThan(3);
  expect(sentence).toMatch(/[.!]$/);
  expect(sentence).not.toContain(code);
});

it("the walk covers the API's codes, the identity refusals, the dashboard's own and validation", () => {
  for (const code of [...Object.values(ERROR_CODES), ...Object.values(IDENTITY_ERROR_CODES), ...Object.values(CLIENT_ERROR_CODES), VALIDATION_ERROR_CODE]) {
    expect(EVERY_ERROR_CODE).toContain(code);
  }
});

it("every status the API's refusal table answers has a sentence for an answer without a code", () => {
  const table = read("../../api/src/http/errors.ts");
  const statuses = [...table.slice(table.indexOf("STATUS_OF")).matchAll(/^\s+\w+: (\d{3}),$/gm)].map((m) => Number(m[1]));
  expect(statuses.length).toBeGreaterThan(8);
  for (const status of statuses) expect(Object.keys(STATUS_CODES).map(Number), `HTTP ${status}`).toContain(status);
  // A proxy in front answers these when the server is down or slow.
  for (const status of [502, 504]) expect(Object.keys(STATUS_CODES).map(Number)).toContain(status);
});

it("every code the API contract names has a sentence", () => {
  // api-contract.md (the spec, outside this repository) names these four in its answers.
  for (const code of ["INVALID_CREDENTIALS", "USER_LOCKED", "USER_ALREADY_EXISTS", "INVALID_TRANSITION"]) expect(ERROR_SENTENCES, code).toHaveProperty(code);
});

it("keeps the spec's own words where it has them", () => {
  expect(ERROR_SENTENCES.INVALID_CREDENTIALS.startsWith(ERRORS.signInFailed)).toBe(true);
  expect(ERROR_SENTENCES.USER_ALREADY_EXISTS.startsWith(ERRORS.userAlreadyExistsToast)).toBe(true);
  expect(ERROR_SENTENCES.INTERNAL_ERROR.startsWith(ERRORS.unexpectedSentence)).toBe(true);
  expect(ERROR_SENTENCES.POLICY_NOT_ACCEPTED.startsWith(ERRORS.policyDeclined)).toBe(true);
  // The identity pages read the same sentences.
  for (const code of Object.values(IDENTITY_ERROR_CODES)) expect((identityErrors as Record<string, string>)[code]).toBe(ERROR_SENTENCES[code]);
});

it("explains an answer by its code, else its status, keeping an unknown code for support", () => {
  expect(explainError({ status: 503, code: "DATABASE_UNAVAILABLE" })).toEqual({ sentence: ERROR_SENTENCES.DATABASE_UNAVAILABLE, code: "DATABASE_UNAVAILABLE" });
  expect(explainError({ status: 502 })).toEqual({ sentence: ERROR_SENTENCES.HTTP_502, code: "HTTP_502" });
  expect(explainError({ status: 409, code: "SOMETHING_NEWER" })).toEqual({ sentence: ERROR_SENTENCES.HTTP_409, code: "SOMETHING_NEWER" });
  expect(explainError({ status: 599 })).toEqual({ sentence: ERROR_SENTENCES.HTTP_500, code: "HTTP_500" });
  expect(explainError({})).toEqual({ sentence: ERROR_SENTENCES.UNEXPECTED_ERROR, code: "UNEXPECTED_ERROR" });
});
