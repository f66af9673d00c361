// The official accounts directory as a Module Federation expose (`./Directory`, issue 20), for the
// institution's public site: the same list as /directory, from the public API, with no sign-in and
// nothing of the dashboard (no Fluent, no router), so it stays small. Styled by the host page's CSS
// through the `steward-directory` class names.
import {
  PLATFORM_LABELS,
  PLATFORMS,
  PUBLIC_DIRECTORY_BASE,
  publicDirectoryEndpoints,
  requestOf,
  type AnswerOf,
  type InputOf,
  type Platform,
  type publicDirectoryContracts,
} from "@steward/shared";
import { useEffect, useId, useState } from "react";

export interface DirectoryProps {
  /** Where the Steward API is; empty for the same origin. */
  apiBaseUrl?: string;
  pageSize?: number;
}

// The call is the public accounts route's contract (shared/contracts/public-directory.ts): its path,
// query and answer, so a changed route breaks this expose at compile time. Only the zod-free
// endpoints come in as values: the expose stays small.
type AccountsContract = typeof publicDirectoryContracts.accounts;
type AccountsPage = Exclude<AnswerOf<AccountsContract>, string | { "@graph": unknown[] }>;

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; result: AccountsPage };

export function Directory({ apiBaseUrl = "", pageSize = 20 }: DirectoryProps) {
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
      <h2 id={ids.heading}>Official social media accounts</h2>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.q}>Search</label>
        <input id={ids.q} type="search" value={q} maxLength={200} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        <label htmlFor={ids.platform}>Platform</label>
        <select id={ids.platform} value={platform} onChange={(e) => (setPlatform(e.target.value as Platform | ""), setPage(1))}>
          <option value="">All platforms</option>
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {PLATFORM_LABELS[p]}
            </option>
          ))}
        </select>
      </form>
      {load.state === "failed" ? <p role="alert">The directory could not be loaded. Try again later.</p> : null}
      {load.state === "loaded" ? (
        <>
          <p aria-live="polite">
            {load.result.totalDocs} {load.result.totalDocs === 1 ? "account" : "accounts"}
          </p>
          <ul className="steward-directory-list">
            {load.result.docs.map((a) => (
              <li key={a.id}>
                <a href={a.profileUrl} rel="noopener">
                  {a.name}
                </a>{" "}
                <span>{PLATFORM_LABELS[a.platform as Platform] ?? a.platform}</span> <span>{a.handle}</span> <span>{a.unit.path.join(" › ")}</span>{" "}
                {a.attested ? <strong>Attested</strong> : null}
              </li>
            ))}
          </ul>
          <nav aria-label="Pages">
            <button type="button" disabled={!load.result.hasPrevPage} onClick={() => setPage((p) => p - 1)}>
              Previous page
            </button>
            <span>
              Page {load.result.page} of {load.result.totalPages}
            </span>
            <button type="button" disabled={!load.result.hasNextPage} onClick={() => setPage((p) => p + 1)}>
              Next page
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
