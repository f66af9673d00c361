// The sign-in routes' contract (api-contract.md: create-first-user, login, me, logout): what each
// takes and answers. The API attaches the access rules, the cookie and the handlers.
import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { firstUserInputSchema, loginInputSchema, updateMeInputSchema, type LoginResponse, type SetupStatus } from "../schemas/auth.ts";
import { answer, bare, invalid, jsonBody, messageOnly, refused } from "./answers.ts";
import { authEndpoints } from "./auth-endpoints.ts";
import { publicUserSchema } from "./users.ts";

const signedInUser = z.object({ user: publicUserSchema });

export const authContracts = {
  setup: {
    ...authEndpoints.setup, summary: "Whether the first user still has to be created", tags: ["auth"],
    responses: { 200: answer('{"firstUserRequired": boolean, "defaultLocale": "en" | "es-CO"}', z.object({ firstUserRequired: z.boolean(), defaultLocale: z.enum(LOCALES) }) satisfies z.ZodType<SetupStatus>) },
  },
  createFirstUser: {
    ...authEndpoints.createFirstUser, summary: "Create the first super admin while no user exists", tags: ["auth"],
    request: { body: jsonBody(firstUserInputSchema) },
    responses: { 201: answer('{"user"}', signedInUser), 400: invalid(), 403: refused("a user already exists") },
  },
  login: {
    ...authEndpoints.login, summary: "Sign in: token in the body and an HttpOnly cookie", tags: ["auth"],
    request: { body: jsonBody(loginInputSchema) },
    responses: {
      200: answer('{"user","token","exp"}', z.object({ user: publicUserSchema, token: z.string(), exp: z.number().int() }) satisfies z.ZodType<LoginResponse>),
      400: invalid(), 401: refused("INVALID_CREDENTIALS"), 423: refused("USER_LOCKED"),
    },
  },
  me: {
    ...authEndpoints.me, summary: "The signed-in user", tags: ["auth"],
    responses: { 200: answer('{"user"}', signedInUser), 401: refused("not signed in") },
  },
  updateMe: {
    ...authEndpoints.updateMe, summary: "Change what a person may set for themselves (their language); answers the user in it", tags: ["auth"],
    request: { body: jsonBody(updateMeInputSchema) },
    responses: { 200: answer('{"user"}', signedInUser), 400: invalid(), 401: refused("not signed in") },
  },
  logout: {
    ...authEndpoints.logout, summary: "Revoke the current session", tags: ["auth"],
    responses: { 200: answer("revoked", messageOnly) },
  },
  // The spec's Sign Out navigates here, so it must work as a plain GET from the browser.
  browserLogout: {
    ...authEndpoints.browserLogout, summary: "Browser sign-out: revoke, clear the cookie, redirect to sign-in", tags: ["auth"],
    responses: { 302: bare("to /sign-in or an allowed returnTo") },
  },
};

export type AuthContracts = typeof authContracts;
