// The official accounts directory as a Module Federation expose (`./Directory`, issue 20), for the
// institution's public site: the same list as /directory, from the public API, with no sign-in and
// nothing of the dashboard (no Fluent, no router), so it stays small. Styled by the host page's CSS
// through the `steward-directory` class names.
// It speaks the visitor's language (issue 31) with its own I18nProvider, since no dashboard is
// around it: the `locale` the site passes, else the browser's languages, else English. Its texts
// are in the core bundle (the dashboard's first screen's), so the other pages' texts never come.
import {
  FALLBACK_LOCALE,
  closestLocale,
  firstSupportedLocale,
  PLATFORMS,
  PUBLIC_DIRECTORY_BASE,
  publicDirectoryEndpoints,
  requestOf,
  type AnswerOf,
  type InputOf,
  type Locale,
  type Platform,
  type publicDirectoryContracts,
} from "@steward/shared";
import { useEffect, useId, useState } from "react";
import { useT } from "../i18n/i18n-context.ts";
import { I18nProvider } from "../i18n/i18n-provider.tsx";

export interface DirectoryProps {
  /** Where the Steward API is; empty for the same origin. */
  apiBaseUrl?: string;
  pageSize?: number;
  /** The site's language ("es-CO", "es", "en"...); without it, the browser's. */
  locale?: string;
}

/** The language the directory speaks: the site's, else the browser's, else English. */
export function directoryLocale(locale: string | undefined, browser: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]): Locale {
  return (locale ? closestLocale(locale) : undefined) ?? firstSupportedLocale(browser) ?? FALLBACK_LOCALE;
}

// The call is the public accounts route's contract (shared/contracts/public-directory.ts): its path,
// query and answer, so a changed route breaks this expose at compile time. Only the zod-free
// endpoints come in as values: the expose stays small.
type AccountsContract = typeof publicDirectoryContracts.accounts;
type AccountsPage = Exclude<AnswerOf<AccountsContract>, string | { "@graph": unknown[] }>;

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; result: AccountsPage };

export function Directory({ locale, ...props }: DirectoryProps) {
  return (
    <I18nProvider locale={directoryLocale(locale)}>
      <DirectoryList {...props} />
    </I18nProvider>
  );
}

function DirectoryList({ apiBaseUrl = "", pageSize = 20 }: Omit<DirectoryProps, "locale">) {
  const t = useT();
  const [q, setQ] = useState("");
  const [platform, setPlatform] = useState<Platform | "">("");
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const ids = { q: useId(), platform: useId(), heading: useId() };

  useEffect(() => {
    const controller = new AbortController();
    const input: InputOf<AccountsContract> = { query: { page, limit: pageSize, q: q.trim(), platform } };
    const { path } = requestOf(publicDirectoryEndpoints.accounts, input, PUBLIC_DIRECTORY_BASE);
    const timer = setTimeout(() => {
      setLoad({ state: "loading" });
      fetch(`${apiBaseUrl}${path}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<AccountsPage>) : Promise.reject(new Error(String(res.status)))))
        .then((result) => setLoad({ state: "loaded", result }))
        .catch(() => controller.signal.aborted || setLoad({ state: "failed" }));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBaseUrl, q, platform, page, pageSize]);

  return (
    <section className="steward-directory" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t("directoryList.title")}</h2>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.q}>{t("directoryList.search")}</label>
        <input id={ids.q} type="search" value={q} maxLength={200} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        <label htmlFor={ids.platform}>{t("directoryList.platform")}</label>
        <select id={ids.platform} value={platform} onChange={(e) => (setPlatform(e.target.value as Platform | ""), setPage(1))}>
          <option value="">{t("directoryList.allPlatforms")}</option>
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {t(`platforms.${p}`)}
            </option>
          ))}
        </select>
      </form>
      {load.state === "failed" ? <p role="alert">{t("directoryList.failed")}</p> : null}
      {load.state === "loaded" ? (
        <>
          <p aria-live="polite">
            {t("directoryList.count", { count: load.result.totalDocs })}
          </p>
          <ul className="steward-directory-list">
            {load.result.docs.map((a) => (
              <li key={a.id}>
                <a href={a.profileUrl} rel="noopener">
                  {a.name}
                </a>{" "}
                <span>{(PLATFORMS as readonly string[]).includes(a.platform) ? t(`platforms.${a.platform as Platform}`) : a.platform}</span> <span>{a.handle}</span> <span>{a.unit.path.join(" › ")}</span>{" "}
                {a.attested ? <strong>{t("directoryList.attested")}</strong> : null}
              </li>
            ))}
          </ul>
          <nav aria-label={t("directoryList.pages")}>
            <button type="button" disabled={!load.result.hasPrevPage} onClick={() => setPage((p) => p - 1)}>
              {t("directoryList.previousPage")}
            </button>
            <span>{t("directoryList.pageOf", { page: load.result.page, pages: load.result.totalPages })}</span>
            <button type="button" disabled={!load.result.hasNextPage} onClick={() => setPage((p) => p + 1)}>
              {t("directoryList.nextPage")}
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

/** For pages without React: renders the directory into `element`; returns the function that removes it. */
export function mount(element: Element, options: DirectoryProps = {}): () => void {
  let root: { unmount(): void } | null = null;
  let removed = false;
  void import("react-dom/client").then(({ createRoot }) => {
    if (removed) return;
    root = createRoot(element);
    (root as unknown as { render(node: unknown): void }).render(<Directory {...options} />);
  });
  return () => {
    removed = true;
    root?.unmount();
  };
}

export default Directory;
