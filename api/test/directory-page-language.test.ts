// The public directory page in the reader's language (issue 31): `?lang` first, then the browser's
// Accept-Language, then the institution's STEWARD_DEFAULT_LOCALE. Every word, <html lang>, the
// dates; the language links keep the page's other parameters; Vary and the kept answers follow
// the language; what people typed is escaped in either language.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { socialMedias, units } from "../src/db/schema.ts";
import { accountAttestations } from "../src/db/tables/attestations.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;
afterEach(() => h.close());

const SCRIPT = `<script>alert("x")</script>`;

async function world(env: Record<string, string> = {}) {
  h = await createHarness({ STEWARD_PUBLIC_RATE_LIMIT: "0", ...env });
  w = await buildAccountWorld(h);
  // Someone's typing, on the page in both languages: never markup.
  await h.database.direct.update(units).set({ email: "science-comms@uni.edu" }).where(eq(units.id, w.ids.faculty));
  const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: `Science ${SCRIPT}` }));
  await h.database.direct.update(socialMedias).set({ status: "active" }).where(eq(socialMedias.id, id));
  await h.database.direct.insert(accountAttestations).values({ socialMediaId: id, lastAttestedAt: "2026-03-01T15:00:00.000Z" });
  expect((await call(h, "PUT", `/api/social-medias/${id}/public-listing`, { token: w.tokens.unitAdmin, body: { publicListing: true } })).status).toBe(200);
}

const page = async (path: string, acceptLanguage?: string) => {
  const res = await h.app.request(`http://localhost${path}`, acceptLanguage ? { headers: { "accept-language": acceptLanguage } } : {});
  return { res, html: await res.text() };
};

const hrefs = (html: string, hreflang: string) => [...html.matchAll(new RegExp(`<a href="([^"]+)" hreflang="${hreflang}"`, "g"))].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("the directory page's language", () => {
  it("follows Accept-Language: Spanish words, lang, dates and Vary; English for an English browser", async () => {
    await world();
    const { res, html } = await page("/directory", "es-CO,es;q=0.9,en;q=0.5");
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toMatch(/Accept-Language/i);
    expect(html).toContain('<html lang="es-CO">');
    for (const words of ["Cuentas oficiales en redes sociales", "¿Esta cuenta es oficial?", "Todas las unidades", "Certificada", "1 cuenta", "Página 1 de 1", "cuentas que ya no son oficiales"]) expect(html).toContain(words);
    expect(html).toContain("01/03/2026");
    expect(html).not.toContain("Official social media accounts");
    expect(html).not.toContain("All units");

    const english = await page("/directory", "en-GB,en;q=0.8");
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain("Official social media accounts");
    expect(english.html).toContain("Is this account official?");
    expect(english.html).not.toContain("Cuentas oficiales");
    // One kept answer per language: the ETags differ, and each revalidates only its own.
    const tagEs = res.headers.get("etag")!;
    const tagEn = english.res.headers.get("etag")!;
    expect(tagEs).not.toBe(tagEn);
    expect((await h.app.request("http://localhost/directory", { headers: { "accept-language": "es", "if-none-match": tagEs } })).status).toBe(304);
    expect((await h.app.request("http://localhost/directory", { headers: { "accept-language": "en", "if-none-match": tagEs } })).status).toBe(200);
  });

  it("?lang wins over Accept-Language, is carried by the page's links and forms, and its switch keeps the other parameters", async () => {
    await world();
    const english = await page("/directory?lang=en&q=science", "es-CO,es;q=0.9");
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain("Official social media accounts");
    expect(english.html).not.toContain("¿Esta cuenta es oficial?");
    // The address names its language, so the answer does not vary with the header.
    expect(english.res.headers.get("vary") ?? "").not.toMatch(/Accept-Language/i);
    expect(english.html).toContain('<input type="hidden" name="lang" value="en">');
    expect(english.html).toContain(`href="/directory?q=science&amp;unit=${w.ids.faculty}&amp;lang=en"`);

    const spanish = await page(`/directory?lang=es-CO&q=science&platform=youtube&theme=dark`, "en");
    expect(spanish.html).toContain('<html lang="es-CO">');
    expect(spanish.html).toContain("Buscar en el directorio");
    const [toEnglish] = hrefs(spanish.html, "en");
    const params = new URL(`http://x${toEnglish}`).searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: "science", platform: "youtube", theme: "dark", lang: "en" });
  });

  it("falls back to STEWARD_DEFAULT_LOCALE, and answers the check box in the page's language", async () => {
    await world({ STEWARD_DEFAULT_LOCALE: "es-CO" });
    const plain = await page("/directory?check=https%3A%2F%2Fwww.instagram.com%2Fnot.ours");
    expect(plain.html).toContain('<html lang="es-CO">');
    expect(plain.html).toContain("No: esta dirección no está entre las cuentas oficiales que publica la institución.");
    const yes = await page("/directory?lang=en&check=https%3A%2F%2Fwww.youtube.com%2F%40uniscience");
    expect(yes.html).toContain(`Yes: Science &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; is an official account of`);
    const si = await page("/directory?check=https%3A%2F%2Fwww.youtube.com%2F%40uniscience", "es");
    expect(si.html).toContain(`Sí: Science &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; es una cuenta oficial de`);
  });

  it("escapes what people typed in either language", async () => {
    await world();
    for (const lang of ["en", "es-CO"]) {
      const { html } = await page(`/directory?lang=${lang}&q=${encodeURIComponent(`"><script>alert(1)</script>`)}`);
      expect(html).not.toContain("<script>");
      expect(html).toContain("&lt;script&gt;");
    }
    const { html } = await page("/directory", "es");
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain("Science &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("the verify answer's words", () => {
  const verify = (query: string, acceptLanguage?: string) =>
    h.app.request(`http://localhost/public/v1/verify?${query}`, acceptLanguage ? { headers: { "accept-language": acceptLanguage } } : {});

  it("say the answer in the request's language; every other field is the same in both", async () => {
    await world();
    const url = `url=${encodeURIComponent("https://www.youtube.com/@uniscience")}`;
    const english = await verify(url, "en");
    const spanish = await verify(url, "es-CO,es;q=0.9");
    expect(english.headers.get("vary")).toMatch(/Accept-Language/i);
    const en = await english.json();
    const es = await spanish.json();
    expect(en.summary).toBe(`Yes: Science ${SCRIPT} is an official account of University › Faculty of Science.`);
    expect(es.summary).toBe(`Sí: Science ${SCRIPT} es una cuenta oficial de University › Faculty of Science.`);
    const { summary: _en, ...machineEn } = en;
    const { summary: _es, ...machineEs } = es;
    expect(machineEs).toEqual(machineEn);
    expect(english.headers.get("etag")).not.toBe(spanish.headers.get("etag"));
    // A kept answer is kept per language: asked again, each still gets its own.
    expect((await (await verify(url, "es")).json()).summary).toBe(es.summary);
    expect((await (await verify(url, "en")).json()).summary).toBe(en.summary);

    // `lang` wins over the header, and the answer then does not vary with it.
    const byLang = await verify(`url=${encodeURIComponent("https://x.com/impostor")}&lang=es-CO`, "en");
    expect(byLang.headers.get("vary") ?? "").not.toMatch(/Accept-Language/i);
    expect(await byLang.json()).toMatchObject({ verified: false, reason: "not_found", summary: expect.stringMatching(/^No: esta dirección no está entre las cuentas oficiales/) });
    expect((await verify(`${url}&lang=fr`)).status).toBe(400);
  });
});
