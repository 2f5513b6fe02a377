import { Agent, request } from "node:http";
import { LOCALES } from "../../src/i18n/languages";
import { ROUTES } from "../../src/routes/table";
import { CONSENT_PATH } from "../../src/shared/consent";
import type { Check } from "./check";
import { examplePath } from "./site";

/** Seeded, so a failure reproduces: `FUZZ_SEED=… npm run check:site -- fuzz`. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 2;

/** mulberry32: a tiny, well-known seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
type Random = ReturnType<typeof generator>;

/** Raw bytes as a latin1 string: what goes on the wire is exactly these bytes. */
const bytes = (text: string) => Buffer.from(text, "utf8").toString("latin1");

const NASTY = [
  "..",
  "%2e%2e",
  "%00",
  "%ff",
  "%c0%af",
  "%",
  "%%",
  "%zz",
  "//",
  "\\",
  ";",
  "'",
  '"',
  "<script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile literal, on purpose
  "${7*7}",
  "{{7*7}}",
  "ü",
  "日本",
  "مرحبا",
  "😀",
  "\u202e",
  " ",
  "+",
  "?",
  "#",
  "&",
  "=",
  "*",
  "~",
  ".json",
  ".php",
  "index.html",
  "wp-admin",
  "__proto__",
  "constructor",
  "a".repeat(300),
  "-",
  "0",
  "-1",
  "9".repeat(20),
];
const METHODS = [
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
];
const LANGUAGES = [
  "en",
  "de-DE,de;q=0.9",
  "ar",
  "*",
  "zz",
  "",
  "x".repeat(500),
  "en;q=abc",
  "ja;q=0.5,,,",
  bytes("日本語"),
];
const AGENTS = [
  "Mozilla/5.0 Chrome/140.0",
  "Googlebot/2.1",
  "curl/8",
  "",
  bytes("ブラウザ/1.0"),
  "Mozilla/5.0 (iPhone)",
  "x".repeat(2000),
];
const COUNTRIES = ["US", "DE", "XX", "T1", "", "??", bytes("日本"), "usa"];
const COOKIES = [
  "accpeted-cookies=1",
  "accpeted-cookies=0",
  "accpeted-cookies=2",
  "LANGUAGE=ar",
  "LANGUAGE=xx",
  "LANGUAGE=",
  bytes("LANGUAGE=日本"),
  bytes("front_id=ü😀"),
  "=;;;=",
  "a=%zz",
  `token=${"x".repeat(4000)}`,
  bytes("名=値"),
  "affiliate=<script>",
  "accpeted-cookies=1; accpeted-cookies=0",
];

function fuzzPath(random: Random): string {
  const locale = random.chance(0.5) ? `/${random.pick([...LOCALES, "xx", "EN", "zh"])}` : "";
  const base = random.chance(0.05)
    ? CONSENT_PATH
    : random.chance(0.6)
      ? examplePath(random.pick(ROUTES))
      : "";
  const extra = Array.from({ length: random.int(3) }, () => `/${random.pick(NASTY)}`).join("");
  let path = `${locale}${base === "/" ? "" : base}${extra}` || "/";
  if (random.chance(0.1)) path += "/";
  if (random.chance(0.4)) {
    const keys = ["plan", "aff", "utm_source", "invite", "to", "url", "page", "q", "id", random.pick(NASTY)];
    const pairs = Array.from(
      { length: 1 + random.int(3) },
      () => `${random.pick(keys)}=${random.pick(NASTY)}`,
    );
    path += `?${pairs.join("&")}`;
  }
  // Escape what the HTTP client itself refuses (spaces, control characters, non-ASCII).
  return [...bytes(path)]
    .map((c) => {
      const code = c.charCodeAt(0);
      return code <= 0x20 || code >= 0x7f ? `%${code.toString(16).padStart(2, "0")}` : c;
    })
    .join("");
}

function fuzzHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.7)) headers["Accept-Language"] = random.pick(LANGUAGES);
  if (random.chance(0.7)) headers["User-Agent"] = random.pick(AGENTS);
  if (random.chance(0.5))
    headers.Cookie = Array.from({ length: 1 + random.int(3) }, () => random.pick(COOKIES)).join("; ");
  if (random.chance(0.4)) headers["CF-IPCountry"] = random.pick(COUNTRIES);
  if (random.chance(0.4))
    headers["CF-Connecting-IP"] = random.pick(["203.0.113.7", "::1", "not-an-ip", "", "2001:db8::1"]);
  if (random.chance(0.2)) headers["CF-Visitor"] = random.pick(['{"scheme":"https"}', "{", "null"]);
  if (random.chance(0.2))
    headers.Accept = random.pick(["application/json", "*/*", "text/html", "image/*", ""]);
  if (random.chance(0.2)) headers.Origin = random.pick(["http://evil.example", "null", ""]);
  if (random.chance(0.1)) headers.Referer = random.pick(["http://evil.example/", bytes("http://例え.jp/")]);
  return headers;
}

function fuzzBody(random: Random): { body: Buffer; type: string } | null {
  if (!random.chance(0.6)) return null;
  return random.pick([
    { body: Buffer.from("choice=accept&return=/pricing"), type: "application/x-www-form-urlencoded" },
    {
      body: Buffer.from(
        `choice=${random.pick(NASTY)}&return=${random.pick(["//evil.example", "/\\evil", "javascript:1"])}`,
      ),
      type: "application/x-www-form-urlencoded",
    },
    { body: Buffer.from('{"email":"a@b.c","password":1}'), type: "application/json" },
    { body: Buffer.from("{not json"), type: "application/json" },
    {
      body: Buffer.from(Array.from({ length: random.int(2048) }, () => random.int(256))),
      type: "application/octet-stream",
    },
    {
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="choice"\r\n\r\naccept\r\n--x--'),
      type: "multipart/form-data; boundary=x",
    },
    { body: Buffer.from("--broken"), type: "multipart/form-data" },
  ]);
}

interface Outcome {
  status: number;
  line: string;
}

interface Recipe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  line: string;
}

function recipe(random: Random): Recipe {
  const method = random.pick(METHODS);
  const path = fuzzPath(random);
  const headers = fuzzHeaders(random);
  const body = method === "GET" || method === "HEAD" ? null : fuzzBody(random);
  if (body) {
    headers["Content-Type"] = body.type;
    // Framed by length: workerd's local HTTP server leaves a chunked body of DELETE, OPTIONS or
    // TRACE unread, and the next request on the socket then fails in its parser (501
    // "Unrecognized request method"). That parser is the runtime's, which Cloudflare's edge
    // replaces in production; the app's own answers are what this run judges.
    headers["Content-Length"] = String(body.body.length);
  }
  return {
    method,
    path,
    headers,
    body: body?.body ?? null,
    line: `${method} ${path} ${JSON.stringify(headers)}`,
  };
}

/** Status -1: the connection ended before any answer (the request may never have reached the app). */
function send(agent: Agent, base: URL, { method, path, headers, body, line }: Recipe): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      { agent, host: base.hostname, port: base.port, method, path, headers, timeout: 30_000 },
      (res) => {
        const status = res.statusCode ?? 0;
        let text = "";
        res.on("data", (chunk: Buffer) => {
          if (status >= 500 && text.length < 300) text += chunk.toString();
        });
        res.on("end", () => resolve({ status, line: text ? `${line} → ${text.slice(0, 300)}` : line }));
      },
    );
    req.on("error", (error) => resolve({ status: -1, line: `${line} → ${error.message}` }));
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.end(body ?? undefined);
  });
}

/** Server log lines that mean an exception escaped a handler. */
const UNCAUGHT = /Uncaught|Unhandled|✘ \[ERROR\]|Error: .*\n\s+at /;

/**
 * ≥10,000 seeded random and hostile requests against the running site: zero 5xx answers and no
 * uncaught exception in the server log. Each request's recipe is printed on failure.
 */
export const fuzz: Check = async ({ baseUrl, serverLog }) => {
  const base = new URL(baseUrl);
  const random = generator(SEED);
  // Recipes are drawn synchronously, one per request in sending order: the n-th request is the
  // same on every run with the same seed, however the answers interleave.
  // One connection per request: workerd's local HTTP server closes a kept-alive connection after
  // answering a request with a body, and the next request sent on it ends in "socket hang up"
  // (about 40 % of 8 concurrent body-carrying requests; none without keep-alive). Cloudflare's
  // edge holds the visitors' connections in production; this run judges the app's answers.
  const agent = new Agent({ keepAlive: false, maxSockets: CONCURRENCY });
  const logBefore = serverLog().length;
  const counts = new Map<number, number>();
  const problems: string[] = [];
  let sent = 0;
  let resent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      sent++;
      if (sent % 2000 === 0) console.log(`  … ${sent} requests sent`);
      const next = recipe(random);
      let outcome = await send(agent, base, next);
      // A connection the local runtime dropped before answering is sent once more; a second drop
      // of the same request fails the run, and every resend is counted in the summary.
      if (outcome.status < 0) {
        resent++;
        outcome = await send(agent, base, next);
      }
      counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
      if (outcome.status >= 500 || outcome.status < 0) problems.push(`${outcome.status}: ${outcome.line}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  const log = serverLog().slice(logBefore);
  const uncaught = log.split(/\n(?=\S)/).filter((entry) => UNCAUGHT.test(entry));
  for (const entry of uncaught.slice(0, 20)) problems.push(`server log: ${entry.slice(0, 400)}`);
  const statuses = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
  return {
    ok: problems.length === 0,
    summary: `${REQUESTS} requests, seed ${SEED}: ${statuses}; ${resent} resent after a dropped connection; ${uncaught.length} uncaught exceptions logged`,
    problems,
  };
};
