/**
 * The smoke check after a deploy: the key pages in a few locales answer as a visitor and a crawler
 * expect. Pure over `fetch`, so it runs against a deployed site (`npm run smoke -- <base URL>`),
 * a version pinned during a gradual rollout (extra headers), and the local production build in
 * the tests.
 */

export interface SmokeResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SmokeOptions {
  fetch?: typeof fetch;
  /** Sent with every request, e.g. Cloudflare-Workers-Version-Overrides to pin the new version. */
  headers?: Record<string, string>;
  /** Each request's limit. */
  timeoutMs?: number;
}

/** A desktop browser; the pages vary little by agent, but crawlers are never redirected. */
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** Locales that cover left-to-right, right-to-left and CJK, and the unprefixed English. */
export const SMOKE_LOCALES = ["", "/de", "/ar", "/ja"] as const;

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy"];

type Probe = (get: (path: string, init?: RequestInit) => Promise<Response>) => Promise<string | null>;

function expectHtmlPage(response: Response, body: string): string | null {
  if (response.status !== 200) return `status ${response.status}`;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return "not HTML";
  // HSTS is left out on a local host (it would pin a developer's browser to https).
  const https = response.url.startsWith("https:") ? ["strict-transport-security"] : [];
  const missing = [...SECURITY_HEADERS, ...https].filter((name) => !response.headers.has(name));
  if (missing.length > 0) return `missing ${missing.join(", ")}`;
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  if (!nonce || !body.includes(`nonce="${nonce}"`)) return "scripts do not carry the CSP nonce";
  if (!/<\/html>\s*$/.test(body)) return "the document is cut short";
  return null;
}

const langOf = (body: string) => /<html[^>]* lang="([^"]+)"/.exec(body)?.[1] ?? null;

function probes(): [string, Probe][] {
  const list: [string, Probe][] = [
    [
      "health",
      async (get) => {
        const response = await get("/__health");
        const answer = (await response.json().catch(() => null)) as { status?: string } | null;
        return response.status === 200 && answer?.status === "ok"
          ? null
          : `status ${response.status}, ${JSON.stringify(answer)}`;
      },
    ],
    [
      "language negotiation at /",
      async (get) => {
        const response = await get("/", { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
        await response.body?.cancel();
        const location = response.headers.get("location") ?? "";
        return response.status === 302 && new URL(location, "https://x").pathname === "/de"
          ? null
          : `expected 302 to /de, got ${response.status} ${location}`;
      },
    ],
    [
      "sitemap",
      async (get) => {
        const response = await get("/sitemap.xml");
        const body = await response.text();
        return response.status === 200 && body.includes("<sitemapindex") ? null : `status ${response.status}`;
      },
    ],
    [
      "sign-in page",
      async (get) => {
        const response = await get("/login");
        const body = await response.text();
        return expectHtmlPage(response, body) ?? (body.includes("<form") ? null : "no sign-in form");
      },
    ],
  ];
  for (const prefix of SMOKE_LOCALES) {
    list.push([
      `home ${prefix || "/"}`,
      async (get) => {
        const response = await get(prefix || "/", {
          headers: { Cookie: `LANGUAGE=${prefix.slice(1) || "en"}` },
        });
        const body = await response.text();
        return expectHtmlPage(response, body);
      },
    ]);
    list.push([
      `pricing ${prefix}/pricing`,
      async (get) => {
        const response = await get(`${prefix}/pricing`);
        const body = await response.text();
        const page = expectHtmlPage(response, body);
        if (page) return page;
        if (!langOf(body)) return "no lang attribute";
        const prices = body.match(/data-testid="plan-\d+-monthly"/g) ?? [];
        return prices.length >= 2 ? null : `price block shows ${prices.length} plans`;
      },
    ]);
  }
  return list;
}

/** Runs every probe (in parallel) and returns each one's result; none throws. */
export async function smokeCheck(baseUrl: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const get = (path: string, init: RequestInit = {}) =>
    doFetch(new URL(path, baseUrl), {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { "User-Agent": BROWSER_UA, ...options.headers, ...(init.headers as Record<string, string>) },
    });
  return Promise.all(
    probes().map(async ([name, probe]) => {
      try {
        const problem = await probe(get);
        return { name, ok: problem === null, detail: problem ?? "ok" };
      } catch (error) {
        return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
