// Issue 31 on the real server (Deno over HTTP): the institution's default language from
// STEWARD_DEFAULT_LOCALE, a person's own choice through PATCH /api/users/me, and a validation
// error answered in that person's language whatever their browser asks for.
import { afterAll, beforeAll, expect, it } from "vitest";
import esApiErrors from "../../api/src/i18n/messages/es-CO/apiErrors.json" with { type: "json" };
import esValidation from "../../shared/i18n/messages/es-CO/validation.json" with { type: "json" };
import { VALIDATION } from "../../shared/messages.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ apiOnly: true, env: { STEWARD_DEFAULT_LOCALE: "es-CO" } });
});
afterAll(async () => {
  await server?.stop();
});

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { errors?: unknown; user?: { locale?: string } } };
}

it("says the default language, and answers a Spanish user's validation error in Spanish", async () => {
  expect(await send("GET", "/api/setup")).toEqual({ status: 200, body: { firstUserRequired: true, defaultLocale: "es-CO" } });

  const created = await send("POST", "/api/create-first-user", { name: "Root Admin", email: "root@uni.edu", password: "correct horse battery" });
  expect(created.status).toBe(201);
  expect(created.body.user?.locale).toBe("es-CO");
  const login = await send("POST", "/api/users/login", { email: "root@uni.edu", password: "correct horse battery" });
  const auth = { authorization: `Bearer ${String(login.body["token"])}` };
  const longName = { name: "x".repeat(101), type: "higher_education_institution" };

  // The institution's Spanish, though the browser asks for English.
  const spanish = await send("POST", "/api/organization", longName, { ...auth, "accept-language": "en-US" });
  expect(spanish.status).toBe(400);
  expect(spanish.body["name"]).toBe("ValidationError");
  expect(spanish.body["message"]).toBe(esApiErrors.validationFailed);
  expect(spanish.body.errors).toContainEqual({ path: "name", message: esValidation.unitNameMax });

  // Their own choice of English, though the browser asks for Spanish.
  expect((await send("PATCH", "/api/users/me", { locale: "en" }, auth)).body.user?.locale).toBe("en");
  const english = await send("POST", "/api/organization", longName, { ...auth, "accept-language": "es-CO" });
  expect(english.body["message"]).toBe("Validation failed");
  expect(english.body.errors).toContainEqual({ path: "name", message: VALIDATION.unitNameMax });

  // And back: the session's kept answer follows the change at once.
  expect((await send("PATCH", "/api/users/me", { locale: "es-CO" }, auth)).status).toBe(200);
  expect((await send("POST", "/api/organization", longName, auth)).body.errors).toContainEqual({ path: "name", message: esValidation.unitNameMax });
  expect((await send("PATCH", "/api/users/me", { locale: "fr" }, auth)).body.errors).toEqual([{ path: "locale", message: 'Opción no válida: use una de estas: "en" | "es-CO"' }]);
});
