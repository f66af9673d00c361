// The public directory's two forms (issue 34): server-made HTML, no script, every label tied to its
// control and every refusal to its field, both languages, nothing echoed as markup; the directory
// links to them beside its "is this account official?" box. The official account is typed (its
// address in any form, or its exact name), never chosen from a list of every published account.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialMedias } from "../src/db/schema.ts";
import { cases } from "../src/db/tables/cases.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;
let accountId: number;
let twinIds: number[];
const SCRIPT = `<script>alert("x")</script>`;

beforeAll(async () => {
  h = await createHarness({ STEWARD_PUBLIC_RATE_LIMIT: "0" });
  w = await buildAccountWorld(h);
  accountId = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: `Science ${SCRIPT}` }));
  await h.database.direct.update(socialMedias).set({ status: "active" }).where(eq(socialMedias.id, accountId));
  expect((await call(h, "PUT", `/api/social-medias/${accountId}/public-listing`, { token: w.tokens.unitAdmin, body: { publicListing: true } })).status).toBe(200);
  // Two published accounts with one name: only their addresses tell them apart.
  twinIds = [];
  for (const profileUrl of ["https://www.instagram.com/admissions.science", "https://www.instagram.com/admissions.arts"]) {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Admissions", platform: "instagram", profileUrl }));
    await h.database.direct.update(socialMedias).set({ status: "active" }).where(eq(socialMedias.id, id));
    expect((await call(h, "PUT", `/api/social-medias/${id}/public-listing`, { token: w.tokens.unitAdmin, body: { publicListing: true } })).status).toBe(200);
    twinIds.push(id);
  }
});
afterAll(() => h.close());

const get = async (path: string, acceptLanguage = "en") => {
  const res = await h.app.request(`http://localhost${path}`, { headers: { "accept-language": acceptLanguage } });
  return { res, html: await res.text() };
};

const post = async (path: string, form: Record<string, string>, acceptLanguage = "en") => {
  const res = await h.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": acceptLanguage },
    body: new URLSearchParams(form).toString(),
  });
  return { res, html: await res.text() };
};

/** Every control's id has a <label for> naming it. */
function expectLabelled(html: string) {
  const ids = [...html.matchAll(/<(?:input|select|textarea) id="([^"]+)"/g)].map((m) => m[1]!);
  expect(ids.length).toBeGreaterThan(5);
  for (const id of ids) expect(html).toContain(`<label for="${id}">`);
}

describe("the public report forms", () => {
  it("are linked beside the check box, the impostor form filled with an address found not official", async () => {
    const { html } = await get("/directory?check=https%3A%2F%2Fwww.instagram.com%2Fnot.ours");
    expect(html).toContain('<a href="/directory/request-removal">Request removal of content</a>');
    // An official address checked: the removal form comes with the account named.
    const official = await get("/directory?check=https%3A%2F%2Fwww.instagram.com%2Fadmissions.arts");
    expect(official.html).toContain('<a href="/directory/request-removal?account=https%3A%2F%2Fwww.instagram.com%2Fadmissions.arts">Request removal of content</a>');
    expect(html).toContain(`<a href="/directory/report-impostor?impostorUrl=https%3A%2F%2Fwww.instagram.com%2Fnot.ours">Report an impostor</a>`);
    const spanish = await get("/directory?lang=es-CO");
    expect(spanish.html).toContain('<a href="/directory/report-impostor?lang=es-CO">Reportar una suplantación</a>');

    const form = await get("/directory/report-impostor?impostorUrl=https%3A%2F%2Fwww.instagram.com%2Fnot.ours");
    expect(form.res.status).toBe(200);
    expect(form.html).toContain('value="https://www.instagram.com/not.ours"');
  });

  it("ask for the account by address or name instead of listing every one, label every control, carry no script, and speak Spanish", async () => {
    for (const path of ["/directory/report-impostor", "/directory/request-removal"]) {
      const { res, html } = await get(path, "es-CO,es;q=0.9");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(html).toContain('<html lang="es-CO">');
      expect(html).not.toContain("<script");
      // No published account is listed: the page stays the same size however many there are.
      expect(html).not.toContain("Admissions");
      expect(html).not.toContain("Science &lt;script");
      expect(html).toMatch(/<input id="f-(account|pretendsAccount)" name="(account|pretendsAccount)" type="text"/);
      expect(html).toContain("Sus datos de contacto");
      expectLabelled(html);
    }
    const impostor = await get("/directory/report-impostor?lang=es-CO");
    expect(impostor.html).toMatch(/<input id="f-pretendsUnit" name="pretendsUnit" type="text"/);
    const removal = await get(`/directory/request-removal?lang=es-CO&account=${encodeURIComponent(`https://x.com/"><script>`)}`);
    expect(removal.html).toContain("Solicitar la eliminación de un contenido");
    expect(removal.html).toContain("Declaro de buena fe");
    expect(removal.html).toContain('value="https://x.com/&quot;&gt;&lt;script&gt;"');
    expect(removal.html).toContain('action="/directory/request-removal?lang=es-CO"');
  });

  it("answer a form with missing and wrong fields with each refusal tied to its field, echoing nothing as markup", async () => {
    const { res, html } = await post("/directory/request-removal", { account: "999999", postUrl: `javascript:alert(1)`, description: SCRIPT, name: SCRIPT, email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</textarea>");
    expect(html).toContain('role="alert"');
    // Each refused field: invalid, described by its own error, which the summary links to.
    for (const [field, sentence] of [
      ["account", "No official account in the directory has this address or name. Find it in the directory and copy its address."],
      ["postUrl", "Enter a full address, starting with https://"],
      ["email", "Enter an e-mail address, like name@example.org."],
      ["signature", "Fill this in."],
      ["goodFaith", "Tick the box to make the statement"],
    ] as const) {
      expect(html).toMatch(new RegExp(`id="f-${field}"[^>]*aria-describedby="[^"]*f-${field}-error"[^>]*aria-invalid="true"`));
      expect(html).toContain(`<span id="f-${field}-error" class="error">${sentence}`);
      expect(html).toContain(`<a href="#f-${field}">`);
    }
    expect(html).not.toMatch(/id="f-phone"[^>]*aria-invalid/);

    const spanish = await post("/directory/report-impostor?lang=es-CO", { impostorUrl: "https://www.instagram.com/fake", evidence: "https://ok.example/1\nnot a link", description: "x", name: "Ana", email: "ana@example.org" });
    expect(spanish.res.status).toBe(400);
    expect(spanish.html).toContain("Corrija lo siguiente");
    expect(spanish.html).toContain('<span id="f-evidence-error" class="error">Escriba una dirección completa que empiece por https://');
  });

  it("refuse a body that is not a form, or far too large, with a sentence", async () => {
    const json = await h.app.request("http://localhost/directory/report-impostor", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("could not be sent");
    const huge = await post("/directory/report-impostor", { description: "x".repeat(60_000) });
    expect(huge.res.status).toBe(413);
    expect(huge.html).toContain("The form is too large to send.");
  });

  it("hand a valid form to the public reports API, then say to check the e-mail; the API's own refusals land on their fields", async () => {
    const form = { account: `Science ${SCRIPT}`, postUrl: "https://www.instagram.com/p/photo42", contentKind: "photo_of_person", description: "Una foto mía sin permiso.", goodFaith: "yes", name: "Rosa Reporter", email: "rosa@example.org", phone: "", signature: "Rosa Reporter" };
    const sent = await post("/directory/request-removal?lang=es-CO", form);
    expect(sent.res.status).toBe(303);
    expect(sent.res.headers.get("location")).toBe("/directory/request-removal?sent=1&lang=es-CO");
    const [row] = await h.database.direct.select().from(cases).where(eq(cases.reporterEmail, "rosa@example.org"));
    expect(row).toMatchObject({ kind: "removal", state: "received", accountId, contentUrl: "https://www.instagram.com/p/photo42", contentKind: "photo_of_person", signature: "Rosa Reporter", reporterLocale: "es-CO" });
    // The statement kept is the one the reporter agreed to, in their language, then their words.
    expect(row!.statement).toBe("Declaro de buena fe que este contenido se publicó sin el consentimiento de la persona que muestra o a quien se refiere, que soy esa persona o estoy autorizado para actuar en su nombre, y que la información de esta solicitud es exacta.\n\nUna foto mía sin permiso.");
    const page = await get("/directory/request-removal?sent=1&lang=es-CO");
    expect(page.html).toContain("Revise su correo electrónico para confirmar su solicitud");
    expect(page.html).not.toContain("<form");

    // A control character only the API looks for: its sentence, at the description's field.
    const refused = await post("/directory/report-impostor", { impostorUrl: "https://www.instagram.com/fake", description: "bell \u0007 here", name: "Iris", email: "iris@example.org" });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('<span id="f-description-error" class="error">Contains control characters or invalid Unicode');
  });

  it("find the account by its address in any form or by its exact name, and ask for the address when two share the name", async () => {
    const removal = (account: string, email: string) => ({ account, postUrl: "https://www.instagram.com/p/1", contentKind: "comment", description: "A comment with my address.", goodFaith: "yes", name: "Tom", email, signature: "Tom" });
    const caseOf = async (email: string) => (await h.database.direct.select().from(cases).where(eq(cases.reporterEmail, email)))[0];

    // Another form of the address (no scheme, upper case, a tracking query): the verify API's rules.
    expect((await post("/directory/request-removal", removal("INSTAGRAM.com/admissions.arts?utm_source=x", "tom1@example.org"))).res.status).toBe(303);
    expect((await caseOf("tom1@example.org"))?.accountId).toBe(twinIds[1]);

    // Two accounts are called "Admissions": the name alone is refused, at its field, in the reader's language.
    const twins = await post("/directory/request-removal?lang=es-CO", removal("admissions", "tom2@example.org"));
    expect(twins.res.status).toBe(400);
    expect(twins.html).toContain('<span id="f-account-error" class="error">Varias cuentas oficiales se llaman «admissions». Copie del directorio la dirección de la que quiere indicar.');
    expect(await caseOf("tom2@example.org")).toBeUndefined();

    // The impostor form's account is optional, found the same way; its unit is sent as written.
    const impostor = { impostorUrl: "https://www.instagram.com/admissions.fake", description: "Copies our logo.", name: "Ivy", email: "ivy@example.org", pretendsUnit: "Faculty / Admissions" };
    const unknown = await post("/directory/report-impostor", { ...impostor, pretendsAccount: "https://www.instagram.com/nobody.here" });
    expect(unknown.res.status).toBe(400);
    expect(unknown.html).toContain('<span id="f-pretendsAccount-error" class="error">No official account in the directory has this address');
    expect((await post("/directory/report-impostor", { ...impostor, pretendsAccount: "https://www.instagram.com/admissions.science" })).res.status).toBe(303);
    expect(await caseOf("ivy@example.org")).toMatchObject({ kind: "impostor", accountId: twinIds[0], claimedUnitName: "Faculty / Admissions" });
  });
});
