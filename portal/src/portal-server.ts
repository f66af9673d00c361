// The mock portal's web server, as a plain Request -> Response handler (the entry point gives it
// the files). It serves one page for every /portal/* address; the page's script decides what to
// show, like any single-page portal.
export interface PortalServerOptions {
  /** The Steward server the page embeds, e.g. http://127.0.0.1:8000. */
  stewardUrl: string;
  /** Reads a file of the portal folder (`index.html`, `dist/portal.js`); null when missing. */
  readFile(path: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** The portal's own sign-in at the identity provider (issue 17); absent, the dashboard signs people in. */
  oidc?: { issuer: string; clientId: string; audience: string } | undefined;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".map": "application/json",
};

function typeOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return (dot >= 0 && TYPES[path.slice(dot)]) || "application/octet-stream";
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export function createPortalHandler({ stewardUrl, readFile, oidc }: PortalServerOptions): (request: Request) => Promise<Response> {
  const config = JSON.stringify({ stewardUrl: stewardUrl.replace(/\/+$/, ""), ...(oidc ? { oidc } : {}) });
  return async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return new Response("Method not allowed", { status: 405 });
    const { pathname } = new URL(request.url);
    if (pathname === "/") return new Response(null, { status: 302, headers: { location: "/portal/home" } });
    if (pathname === "/portal-config.json") {
      return new Response(config, { headers: { "content-type": "application/json", "cache-control": "no-cache" } });
    }
    if (pathname.startsWith("/assets/")) {
      const name = pathname.slice("/assets/".length);
      if (!/^[\w.-]+$/.test(name)) return notFound();
      const file = await readFile(`dist/${name}`);
      if (!file) return notFound();
      return new Response(file, { headers: { "content-type": typeOf(name), "cache-control": "no-cache" } });
    }
    if (pathname === "/portal" || pathname.startsWith("/portal/")) {
      const page = await readFile("index.html");
      if (!page) return notFound();
      return new Response(page, { headers: { "content-type": TYPES[".html"] ?? "text/html", "cache-control": "no-cache" } });
    }
    return notFound();
  };
}
