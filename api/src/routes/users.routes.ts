import { Hono } from "hono";
import { z } from "zod";
import { ERROR_CODES, FORGOT_PASSWORD_PER_CLIENT, isSuperAdmin, mayManageAccess, emailSchema, idParamSchema, passwordSchema, userAccessSchema, userCreateSchema, userListQuerySchema, userStatusSchema, userUpdateSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, publicRoute, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";
import { clientAddress } from "../http/client-address.ts";
import { createRateLimit } from "../http/rate-limit.ts";

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export const resetPasswordSchema = z.strictObject({ token: z.string().min(16).max(200), password: passwordSchema });
export const welcomeEmailSchema = z.strictObject({ user: z.number().int().positive() });

export function userRoutes() {
  const forgotPerClient = createRateLimit(FORGOT_PASSWORD_PER_CLIENT.max, FORGOT_PASSWORD_PER_CLIENT.windowMinutes * 60_000);
  return new Hono<AppEnv>()
    .get("/users", allow("USERS", "read"), validate("query", userListQuerySchema), async (c) => {
      return c.json(await c.var.services.users.list(requireActor(c.var.actor), c.req.valid("query")));
    })
    .get("/users/:id{[0-9]+}", allow("USERS", "read"), validate("param", idParamSchema), async (c) => {
      return c.json({ doc: await c.var.services.users.get(requireActor(c.var.actor), c.req.valid("param").id) });
    })
    .post("/users", allow("USERS", "create"), validate("json", userCreateSchema), async (c) => {
      const doc = await c.var.services.users.create(requireActor(c.var.actor), c.req.valid("json"));
      return c.json({ doc }, 201);
    })
    .patch("/users", allow("USERS", "update"), validate("json", userUpdateSchema), async (c) => {
      return c.json({ doc: await c.var.services.users.update(requireActor(c.var.actor), c.req.valid("json")) });
    })
    .put("/users/status", allow("USERS", "update", isSuperAdmin), validate("json", userStatusSchema), async (c) => {
      return c.json({ doc: await c.var.services.users.setStatus(requireActor(c.var.actor), c.req.valid("json")) });
    })
    .patch("/users/access", allow("USERS", "update", mayManageAccess), validate("json", userAccessSchema), async (c) => {
      return c.json({ doc: await c.var.services.access.replace(requireActor(c.var.actor), c.req.valid("json")) });
    })
    .post("/users/forgot-password", publicRoute(), async (c, next) => {
      // Before the body is read: a flood from one client costs a map lookup, nothing more.
      const wait = forgotPerClient.hit(clientAddress(c), Date.now());
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return c.json({ message: ERROR_CODES.tooManyRequests }, 429);
      }
      await next();
    }, validate("json", forgotPasswordSchema), async (c) => {
      c.var.services.passwords.forgot(c.req.valid("json").email);
      return c.json({ message: "If the address is registered, an e-mail with instructions is on its way." });
    })
    .post("/users/reset-password", publicRoute(), validate("json", resetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid("json");
      await c.var.services.passwords.reset(token, password);
      return c.json({ message: "PASSWORD_RESET" });
    })
    .post("/welcome-emails", allow("USERS", "update", mayManageAccess), validate("json", welcomeEmailSchema), async (c) => {
      await c.var.services.passwords.sendWelcome(requireActor(c.var.actor), c.req.valid("json").user);
      return c.json({ message: "WELCOME_EMAIL_QUEUED" }, 201);
    });
}

const USERS_READ = { resource: "USERS", action: "read" } as const;
const USERS_UPDATE = { resource: "USERS", action: "update" } as const;

export const userRouteDocs: RouteDoc[] = [
  { method: "get", path: "/users", summary: "Users in the caller's scope", tag: "users", access: USERS_READ, query: userListQuerySchema, responses: { 200: "list" } },
  { method: "get", path: "/users/{id}", summary: "One user with grants and review request", tag: "users", access: USERS_READ, params: idParamSchema, responses: { 200: '{"doc"}', 404: "missing or out of scope" } },
  {
    method: "post", path: "/users", summary: "Create a user (a unit admin's start pending review)", tag: "users", access: { resource: "USERS", action: "create" },
    body: userCreateSchema, responses: { 201: '{"doc"}', 400: "ValidationError", 403: "role or field not allowed", 409: "USER_ALREADY_EXISTS" },
  },
  { method: "patch", path: "/users", summary: "Update a user (also at /users/)", tag: "users", access: USERS_UPDATE, body: userUpdateSchema, responses: { 200: '{"doc"}', 409: "LAST_UNIT_ADMIN or USER_ALREADY_EXISTS" } },
  { method: "put", path: "/users/status", summary: "Set a user's status (super admin)", tag: "users", access: USERS_UPDATE, body: userStatusSchema, responses: { 200: '{"doc"}', 409: "LAST_UNIT_ADMIN" } },
  { method: "patch", path: "/users/access", summary: "Replace a user's access grants", tag: "users", access: USERS_UPDATE, body: userAccessSchema, responses: { 200: '{"doc"}', 409: "LAST_UNIT_ADMIN" } },
  { method: "post", path: "/users/forgot-password", summary: "Send reset instructions (always 200)", tag: "auth", access: "public", body: forgotPasswordSchema, responses: { 200: "accepted" } },
  { method: "post", path: "/users/reset-password", summary: "Set a new password with a single-use token", tag: "auth", access: "public", body: resetPasswordSchema, responses: { 200: "done", 400: "INVALID_TOKEN" } },
  { method: "post", path: "/welcome-emails", summary: "(Re)send the set-password e-mail", tag: "users", access: USERS_UPDATE, body: welcomeEmailSchema, responses: { 201: "queued" } },
];
