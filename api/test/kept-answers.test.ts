// The registry of kept answers (kept-answers.ts): every entry says what its key means, what retires
// it and its bound; a change retires every answer kept under the change version; and no cache of
// answers is made anywhere else in the API.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KEPT_ANSWERS, keptAnswers, type KeptAnswersDeclaration, type KeptAnswersName } from "../src/kept-answers.ts";
import { createHarness } from "./harness.ts";
import { insertUnit } from "./fixtures.ts";

const entries = Object.entries(KEPT_ANSWERS) as Array<[KeptAnswersName, KeptAnswersDeclaration]>;
const versioned = entries.filter(([, d]) => d.retiredBy === "change" || d.retiredBy === "change or time");

describe("the registry of kept answers", () => {
  it("declares for every entry what its key means, what retires it, and its bound; why, where not the change version alone", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, d] of entries) {
      expect(name.length, name).toBeGreaterThan(0);
      expect(d.key.length, name).toBeGreaterThan(0);
      expect(Number.isInteger(d.bound) && d.bound > 0, name).toBe(true);
      if (d.retiredBy !== "change") expect(d.why?.length ?? 0, name).toBeGreaterThan(0);
    }
  });

  it("a move of its version retires every versioned entry, and each holds no more than its bound", async () => {
    for (const [name, d] of versioned) {
      let version = 1;
      let reads = 0;
      const cache = keptAnswers<number, number>(name as Parameters<typeof keptAnswers>[0], () => version);
      const read = async () => ++reads;
      expect(await cache.get(0, read), name).toBe(1);
      expect(await cache.get(0, read), name).toBe(1);
      version = 2;
      expect(await cache.get(0, read), name).toBe(2);
      for (let k = 1; k <= d.bound; k++) await cache.get(k, read);
      // The oldest left first: key 0 was read again.
      const before = reads;
      await cache.get(0, read);
      expect(reads, name).toBe(before + 1);
    }
  });

  it("on a real database every commit moves the change version, so nothing kept under it survives a change", async () => {
    const h = await createHarness();
    try {
      const caches = versioned.map(([name]) => keptAnswers<string, number>(name as Parameters<typeof keptAnswers>[0], h.database.changeVersion));
      let reads = 0;
      const read = async () => ++reads;
      const kept = await Promise.all(caches.map((c) => c.get("k", read)));
      expect(await Promise.all(caches.map((c) => c.get("k", read)))).toEqual(kept);
      await insertUnit(h, "Faculty of Music");
      const after = await Promise.all(caches.map((c) => c.get("k", read)));
      after.forEach((v, i) => expect(v).not.toBe(kept[i]));
    } finally {
      h.close();
    }
  });
});

const SRC = fileURLToPath(new URL("../src", import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

/** Bounded maps that hold no answer from the database, each with its reason. */
const NOT_ANSWERS: Record<string, string> = {
  "auth/tokens.ts": "signatures already verified, retired by the token's own expiry",
  "http/rate-limit.ts": "request counters per client and window",
  "services/provider-token-service.ts": "identity provider tokens already used, refused if replayed",
};

describe("no cache outside the registry", () => {
  it("versioned caches are made only by kept-answers.ts, and bounded maps only where the registry names their bound or they hold no answer", () => {
    for (const file of sources(SRC)) {
      const path = relative(SRC, file);
      const text = readFileSync(file, "utf8");
      if (/\bcreateVersionedCache\s*[(<]/.test(text)) expect(["kept-answers.ts", "versioned-cache.ts"], path).toContain(path);
      if (/\brememberWithin\s*\(/.test(text) && !["bounded-map.ts", "versioned-cache.ts"].includes(path)) {
        expect(text.includes("KEPT_ANSWERS[") || path in NOT_ANSWERS, `${path} keeps entries without a declaration`).toBe(true);
      }
    }
  });

  it("every declared entry is used somewhere in the API", () => {
    const all = sources(SRC)
      .filter((f) => !f.endsWith("kept-answers.ts"))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    for (const [name] of entries) expect(all.includes(`"${name}"`), name).toBe(true);
  });
});
