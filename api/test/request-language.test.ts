// Issue 31, the API's side: each person's language (PATCH /api/users/me, `locale` on every user
// answered), the request's language (the person's choice, else the default; signed out, the
// browser's Accept-Language, else the default), and error sentences in it, codes untouched.
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ERROR_CODES, VALIDATION } from "@steward/shared";
import esValidation from "../../shared/i18n/messages/es-CO/validation.json" with { type: "json" };
import esApiErrors from "../src/i18n/messages/es-CO/apiErrors.json" with { type: "json" };
import { auditLogs, users } from "../src/db/schema.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
afterEach(() => h.close());

async function setLocale(token: string, locale: unknown) {
  return call(h, "PATCH", "/api/users/me", { token, body: { locale } });
}

const storedLocale = async (id: number) => (await h.database.direct.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

describe("PATCH /api/users/me", () => {
  it("sets the caller's own language, answers in it, and writes its audit entry in the same change", async () => {
    h = await createHarness();
    const root = await firstUser(h);
    const unit = await insertUnit(h, "Faculty of Science");
    const manager = await insertUser(h, "sam@uni.edu", "social_media_manager");
    await grant(h, manager.id, unit.id);
    const token = await signIn(h, "sam@uni.edu");
    const before = (await call(h, "GET", "/api/users/me", { token })).body.user;
    expect(before.locale).toBe("en");

    const res = await setLocale(token, "es-CO");
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: manager.id, email: "sam@uni.edu", locale: "es-CO" });
    expect((await call(h, "GET", "/api/users/me", { token })).body.user.locale).toBe("es-CO");
    expect(await storedLocale(manager.id)).toBe("es-CO");

    const entries = await h.database.direct.select().from(auditLogs).where(eq(auditLogs.documentId, manager.id));
    const entry = entries.find((e) => e.action === "update" && e.entity === "users");
    expect(entry?.userId).toBe(manager.id);
    expect(JSON.parse(entry?.organizations ?? "[]")).toEqual([unit.id]);
    expect(JSON.parse(entry?.prev ?? "{}").locale).toBeUndefined();
    expect(JSON.parse(entry?.current ?? "{}").locale).toBe("es-CO");

    // Nobody else's language moved: the first user still has none of their own.
    expect(await storedLocale(root.user.id)).toBeNull();
    const rootSeen = await call(h, "GET", `/api/users/${root.user.id}`, { token: root.token });
    expect(rootSeen.body.doc.locale).toBe("en");
    // Choosing the language one already has is no change and writes no second entry.
    expect((await setLocale(token, "es-CO")).status).toBe(200);
    const after = await h.database.direct.select().from(auditLogs).where(eq(auditLogs.documentId, manager.id));
    expect(after.length).toBe(entries.length);
  });

  it("refuses any other language with a ValidationError in the caller's language", async () => {
    h = await createHarness();
    const root = await firstUser(h);
    const english = await setLocale(root.token, "fr");
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ name: "ValidationError", message: "Validation failed", errors: [{ path: "locale", message: 'Invalid option: expected one of "en"|"es-CO"' }] });
    expect(await storedLocale(root.user.id)).toBeNull();

    expect((await setLocale(root.token, "es-CO")).status).toBe(200);
    const spanish = await setLocale(root.token, "de-DE");
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({ name: "ValidationError", message: esApiErrors.validationFailed, errors: [{ path: "locale", message: 'Opción no válida: use una de estas: "en" | "es-CO"' }] });
    // The body names nobody else: an id is a key the route does not take.
    const other = await call(h, "PATCH", "/api/users/me", { token: root.token, body: { id: 99, locale: "en" } });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ path: "", message: "Campo no reconocido: id" }]);
    expect(await storedLocale(root.user.id)).toBe("es-CO");
  });

  it("needs a signed-in caller", async () => {
    h = await createHarness();
    await firstUser(h);
    const res = await call(h, "PATCH", "/api/users/me", { body: { locale: "es-CO" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: ERROR_CODES.unauthorized });
  });
});

describe("every user answered says their language", () => {
  it("the chosen one, else STEWARD_DEFAULT_LOCALE, in the list, the detail, login and who-am-I", async () => {
    h = await createHarness({ STEWARD_DEFAULT_LOCALE: "es-CO" });
    const root = await firstUser(h);
    expect(root.user.locale).toBe("es-CO");
    const unit = await insertUnit(h, "Law");
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    await grant(h, ada.id, unit.id);
    await setLocale(await signIn(h, "ada@uni.edu"), "en");

    const list = await call(h, "GET", "/api/users", { token: root.token });
    expect(Object.fromEntries(list.body.docs.map((u: { email: string; locale: string }) => [u.email, u.locale]))).toEqual({ "root@uni.edu": "es-CO", "ada@uni.edu": "en" });
    const login = await call(h, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "correct horse battery" } });
    expect(login.body.user.locale).toBe("en");
    expect((await call(h, "GET", `/api/users/${ada.id}`, { token: root.token })).body.doc.locale).toBe("en");
    const edited = await call(h, "PATCH", "/api/users/", { token: root.token, body: { id: ada.id, name: "Ada L." } });
    expect(edited.body.doc.locale).toBe("en");
  });

  it("GET /api/setup gives the institution's default language", async () => {
    h = await createHarness({ STEWARD_DEFAULT_LOCALE: "es-CO" });
    expect((await call(h, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "es-CO" });
  });
});

describe("the request's language", () => {
  const badLogin = (headers: Record<string, string> = {}) => call(h, "POST", "/api/users/login", { body: { email: "not-an-address", password: "x" }, headers });

  it("signed out: the browser's Accept-Language, else the default", async () => {
    h = await createHarness();
    expect((await badLogin()).body.errors).toEqual([{ path: "email", message: VALIDATION.invalidEmail }]);
    expect((await badLogin({ "accept-language": "fr-FR, de;q=0.8" })).body.errors).toEqual([{ path: "email", message: VALIDATION.invalidEmail }]);
    const spanish = await badLogin({ "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(spanish.body).toEqual({ name: "ValidationError", message: esApiErrors.validationFailed, errors: [{ path: "email", message: esValidation.invalidEmail }] });
  });

  it("signed out with STEWARD_DEFAULT_LOCALE=es-CO: Spanish unless the browser asks for English", async () => {
    h = await createHarness({ STEWARD_DEFAULT_LOCALE: "es-CO" });
    expect((await badLogin()).body.errors).toEqual([{ path: "email", message: esValidation.invalidEmail }]);
    expect((await badLogin({ "accept-language": "fr" })).body.errors).toEqual([{ path: "email", message: esValidation.invalidEmail }]);
    expect((await badLogin({ "accept-language": "en-GB" })).body.errors).toEqual([{ path: "email", message: VALIDATION.invalidEmail }]);
  });

  it("signed in: the person's choice beats Accept-Language; without one, the default does", async () => {
    h = await createHarness({ STEWARD_DEFAULT_LOCALE: "es-CO" });
    const root = await firstUser(h);
    const badUnit = (token: string, lang: string) =>
      call(h, "POST", "/api/organization", { token, body: { name: "x".repeat(101), type: "higher_education_institution" }, headers: { "accept-language": lang } });
    // No choice of their own: the institution's default, whatever the browser asks.
    const byDefault = await badUnit(root.token, "en-US");
    expect(byDefault.status).toBe(400);
    expect(byDefault.body.errors).toContainEqual({ path: "name", message: esValidation.unitNameMax });
    await setLocale(root.token, "en");
    const chosen = await badUnit(root.token, "es-CO");
    expect(chosen.body.errors).toContainEqual({ path: "name", message: VALIDATION.unitNameMax });
    expect(chosen.body.message).toBe("Validation failed");
  });
});

describe("error sentences in Spanish", () => {
  it("a ValidationError keeps the English answer's paths, in the same order", async () => {
    h = await createHarness();
    const body = { name: "", email: "x", password: "1234567", extra: true };
    const en = await call(h, "POST", "/api/create-first-user", { body });
    const es = await call(h, "POST", "/api/create-first-user", { body, headers: { "accept-language": "es-CO" } });
    expect(en.status).toBe(400);
    expect(es.status).toBe(400);
    expect(es.body.name).toBe("ValidationError");
    expect(es.body.errors.map((e: { path: string }) => e.path)).toEqual(en.body.errors.map((e: { path: string }) => e.path));
    expect(es.body.errors).toEqual(
      expect.arrayContaining([
        { path: "name", message: esValidation.nameRequired },
        { path: "email", message: esValidation.invalidEmail },
        { path: "password", message: esValidation.passwordMin },
      ]),
    );
    for (const issue of es.body.errors) expect(en.body.errors.map((e: { message: string }) => e.message)).not.toContain(issue.message);
  });

  it("a missing field, a wrong type and an unknown key in zod's own words, said in Spanish", async () => {
    h = await createHarness();
    const login = (body: unknown) => call(h, "POST", "/api/users/login", { body, headers: { "accept-language": "es" } });
    expect((await login({ email: "a@uni.edu", password: 42, extra: 1 })).body.errors).toEqual([
      { path: "password", message: "Valor no válido: se esperaba un texto y se recibió un número" },
      { path: "", message: "Campo no reconocido: extra" },
    ]);
    expect((await login({ email: "a@uni.edu" })).body.errors).toEqual([{ path: "password", message: "Este campo es obligatorio" }]);
  });

  it("a body that is not JSON at all is refused in Spanish too", async () => {
    h = await createHarness();
    const res = await call(h, "POST", "/api/users/login", { body: "{not json", headers: { "accept-language": "es-CO" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: "ValidationError", message: esApiErrors.malformedRequest, errors: [{ path: "", message: esApiErrors.malformedJson }] });
  });

  it("a code-only answer is the same code in every language", async () => {
    h = await createHarness();
    const root = await firstUser(h);
    await setLocale(root.token, "es-CO");
    expect((await call(h, "GET", "/api/users/999", { token: root.token })).body).toEqual({ message: ERROR_CODES.notFound });
    const wrong = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "wrong password" }, headers: { "accept-language": "es-CO" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: ERROR_CODES.invalidCredentials });
  });

  it("a sentence the API answers with on success follows the language too", async () => {
    h = await createHarness();
    const res = await call(h, "POST", "/api/users/forgot-password", { body: { email: "nobody@uni.edu" }, headers: { "accept-language": "es-CO" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: esApiErrors.forgotPasswordAccepted });
  });
});

describe("sentences the API composes from parts, in the caller's language", () => {
  it("a refusal carrying a detail, and sentences with values put in", async () => {
    h = await createHarness();
    const root = await firstUser(h);
    expect((await setLocale(root.token, "es-CO")).status).toBe(200);
    const refused = await call(h, "POST", "/api/webhooks", { token: root.token, body: { url: "https://127.0.0.1/hooks", events: ["*"] } });
    expect(refused.status).toBe(400);
    const issue = (refused.body.errors as { path: string; message: string }[]).find((e) => e.path === "url")!;
    expect(issue.message).toMatch(/^Esta dirección está en este equipo.* \(.+\)$/);
    const plain = await call(h, "POST", "/api/webhooks", { token: root.token, body: { url: "http://chat.uni.edu/hooks", events: ["*"] } });
    expect((plain.body.errors as { message: string }[])[0]!.message).toMatch(/^Los webhooks solo se envían por https/);
  });

  it("re-says a composed sentence by its shape, and leaves an unknown one as it came", async () => {
    const { sentencesIn } = await import("../src/i18n/api-sentences.ts");
    const say = sentencesIn("es-CO");
    expect(say("3 of 40 rows have errors; nothing was changed")).toBe("3 de 40 filas tienen errores; no se cambió nada");
    expect(say("The account's platform is youtube")).toBe("La plataforma de la cuenta es youtube");
    expect(say("Failed to fetch the latest post: upstream 503")).toBe("No se pudo obtener la última publicación: upstream 503");
    expect(say("Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(say("NOT_FOUND")).toBe("NOT_FOUND");
    expect(sentencesIn("en")("3 of 40 rows have errors; nothing was changed")).toBe("3 of 40 rows have errors; nothing was changed");
  });
});
