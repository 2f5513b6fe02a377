import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import de from "../../locales/de/contact-us.json";
import en from "../../locales/en/contact-us.json";
import { postChunked } from "../../test/support/chunked-body";
import { asHtml as html } from "../../test/support/html-text";
import { ONLY_INSTANT_NAVIGATION, programsIn } from "../../test/support/page-scripts";
import { BOT_UA, get, ORIGIN } from "../../test/support/request";
import { CONTACT_RATE_LIMIT } from "../backend/contact/rate-limit";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { CONTACT_FORM_SCRIPT } from "../pages/assets";
import { CONSENT_VALUE } from "../shared/consent";
import { EMAIL_INPUT_PATTERN } from "../shared/validation";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MIN_FILL_MS,
  CONTACT_SENT_PARAM,
  CONTACT_STARTED_FIELD,
} from "./contact-rules";

/** A counted message (its limits are always plural in English), formatted as the English page formats numbers. */
const fill = (text: string, count: number) => text.replace("{{count}}", count.toLocaleString("en-US"));

let ipCounter = 0;
/** Each test sends from its own address, so the rate limit of one never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

let mailCounter = 0;
const freshEmail = () => `reader.${Date.now()}.${++mailCounter}@example.org`;

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Anna Schmidt",
    email: freshEmail(),
    topic: "billing",
    message: "My renewal was charged twice this month. Could you refund one of the payments?",
    [CONTACT_STARTED_FIELD]: String(Date.now() - 10 * CONTACT_MIN_FILL_MS),
    [CONTACT_HONEYPOT_FIELD]: "",
    ...overrides,
  };
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(ORIGIN + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "CF-Connecting-IP": freshIp(),
      ...headers,
    },
    redirect: "manual",
  });
}

async function storedWith(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM contact_messages WHERE email = ?")
    .bind(email)
    .all();
  return results;
}

describe("contact form without JavaScript", () => {
  it("answers a 100 KB chunked post with 413 and the localized page, and stores nothing", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages").first<{ n: number }>())?.n;
    const before = await count();
    const response = await postChunked("/de/contact-us", 100 * 1024, {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshIp(),
    });
    expect(response.status).toBe(413);
    const page = await response.text();
    // The limit comes from the form's rules, in German digits: "höchstens 5.000 Zeichen".
    expect(page).toContain(
      html(
        de.errors.form.tooLarge_other.replace(
          "{{count}}",
          CONTACT_LIMITS.message.max.toLocaleString("de-DE"),
        ),
      ),
    );
    expect(page).toContain("höchstens 5.000 Zeichen");
    expect(await count()).toBe(before);
  });

  it("stores a valid message and redirects to the confirmation (Post/Redirect/Get)", async () => {
    const fields = validFields({ name: "  Anna Schmidt  " });
    const response = await post("/contact-us", fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(new RegExp(`^/contact-us\\?${CONTACT_SENT_PARAM}=[A-Z0-9]{10}$`));

    const [row] = await storedWith(fields.email ?? "");
    expect(row).toMatchObject({
      name: "Anna Schmidt",
      topic: "billing",
      language: "en",
      message: fields.message,
    });
    expect(location.endsWith(`=${row?.reference}`)).toBe(true);

    const confirmation = await (await get(location, { "User-Agent": BOT_UA })).text();
    expect(confirmation).toContain(html(en.sent.title));
    expect(confirmation).toContain(`<strong>${row?.reference}</strong>`);
    expect(confirmation).not.toContain("data-contact-form");
  });

  it("accepts a domain typed in capitals and stores it lowered, as every account e-mail", async () => {
    const local = `Anna.${Date.now()}`;
    const response = await post("/contact-us", validFields({ email: ` ${local}@Example.ORG ` }));
    expect(response.status).toBe(303);
    expect(await storedWith(`${local}@example.org`)).toHaveLength(1);
  });

  it("keeps the language of the page it was sent from", async () => {
    const fields = validFields();
    const response = await post("/de/contact-us", fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/de\/contact-us\?sent=/);
    expect((await storedWith(fields.email ?? ""))[0]).toMatchObject({ language: "de" });
  });

  const tooLongName = "x".repeat(CONTACT_LIMITS.name.max + 1);
  const tooLongMessage = "y".repeat(CONTACT_LIMITS.message.max + 1);
  it.each([
    ["name", "", en.errors.name.required],
    ["name", "   ", en.errors.name.required],
    ["name", tooLongName, fill(en.errors.name.tooLong_other, CONTACT_LIMITS.name.max)],
    ["email", "", en.errors.email.required],
    ["email", "anna@", en.errors.email.invalid],
    ["email", "anna@exa_mple.com", en.errors.email.invalid],
    ["email", "anna smith@example.com", en.errors.email.invalid],
    ["email", "anna@example.c0m", en.errors.email.invalid],
    ["topic", "", en.errors.topic.required],
    ["topic", "lottery", en.errors.topic.invalid],
    ["message", "", en.errors.message.required],
    ["message", "Too short", fill(en.errors.message.tooShort_other, CONTACT_LIMITS.message.min)],
    ["message", tooLongMessage, fill(en.errors.message.tooLong_other, CONTACT_LIMITS.message.max)],
  ])("refuses %s %j with its message, keeps the values and stores nothing", async (field, value, message) => {
    const fields = validFields({ [field]: value });
    const response = await post("/contact-us", fields);
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(html(message));
    expect(page).toContain(html(en.errors.summary));
    expect(page).toMatch(new RegExp(`id="contact-${field}"[^>]*aria-invalid="true"`));
    if (field !== "email") expect(page).toContain(`value="${html(fields.email ?? "")}"`);
    if (field !== "message") expect(page).toContain(html(fields.message ?? ""));
    expect(await storedWith(fields.email ?? "")).toEqual([]);
  });

  it("refuses a post without any fields", async () => {
    const response = await post("/contact-us", {});
    expect(response.status).toBe(400);
  });

  it("explains errors in the page's language", async () => {
    const response = await post("/de/contact-us", validFields({ name: "", topic: "lottery" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<html lang="de-DE"');
    expect(page).toContain(html(de.errors.name.required));
    expect(page).toContain(html(de.errors.topic.invalid));
  });

  it("treats a filled honeypot as a bot: refused, nothing stored", async () => {
    const fields = validFields({ [CONTACT_HONEYPOT_FIELD]: "https://spam.example" });
    const response = await post("/contact-us", fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(html(en.errors.form.spam));
    expect(await storedWith(fields.email ?? "")).toEqual([]);
  });

  it.each([
    ["sent at once", () => String(Date.now())],
    ["without a start time", () => ""],
    ["with a start time in the future", () => String(Date.now() + 60_000)],
    ["with a forged start time", () => "yesterday"],
  ])("refuses a form %s", async (_, started) => {
    const fields = validFields({ [CONTACT_STARTED_FIELD]: started() });
    const response = await post("/contact-us", fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(html(en.errors.form.tooFast));
    expect(await storedWith(fields.email ?? "")).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const fields = validFields();
    const response = await post("/contact-us", fields, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(html(en.errors.form.crossSite));
    expect(await storedWith(fields.email ?? "")).toEqual([]);
  });

  it(`answers 429 after ${CONTACT_RATE_LIMIT.max} messages from one address in the window`, async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await post("/contact-us", validFields(), { "CF-Connecting-IP": ip })).status).toBe(303);
    }
    const fields = validFields();
    const refused = await post("/fr/contact-us", fields, { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain(html((await import("../../locales/fr/contact-us.json")).errors.form.rateLimited));
    expect(page).toContain(`value="${html(fields.email ?? "")}"`);
    expect(await storedWith(fields.email ?? "")).toEqual([]);
    // Another sender is not affected.
    expect((await post("/contact-us", validFields())).status).toBe(303);
  });

  it("counts only accepted messages: corrections never use up the limit", async () => {
    const ip = "203.0.113.78";
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
      expect(
        (await post("/contact-us", validFields({ email: "nope" }), { "CF-Connecting-IP": ip })).status,
      ).toBe(400);
    }
    expect((await post("/contact-us", validFields(), { "CF-Connecting-IP": ip })).status).toBe(303);
  });

  it("keeps no IP address in the database", async () => {
    await post("/contact-us", validFields(), { "CF-Connecting-IP": "192.0.2.44" });
    const { results } = await env.DB.prepare("SELECT bucket FROM rate_limits WHERE bucket LIKE ?")
      .bind(`${CONTACT_RATE_LIMIT.name}:%`)
      .all<{ bucket: string }>();
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.bucket.includes("192.0.2.44"))).toBe(false);
    const { results: messages } = await env.DB.prepare("SELECT * FROM contact_messages").all();
    expect(JSON.stringify(messages)).not.toContain("192.0.2.44");
  });
});

describe("contact page", () => {
  const page = async (path: string) => (await get(path, { "User-Agent": BOT_UA })).text();

  it("renders a plain form that posts to its own path, with the shared rules as HTML constraints", async () => {
    const body = await page("/ja/contact-us");
    const form = /<form[^>]*data-contact-form[^>]*>/.exec(body)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/ja/contact-us"');
    expect(body).toContain(`name="${CONTACT_HONEYPOT_FIELD}"`);
    expect(body).toMatch(new RegExp(`name="${CONTACT_STARTED_FIELD}" value="\\d+"`));
    expect(body).toContain(`pattern="${html(EMAIL_INPUT_PATTERN)}"`);
    expect(body).toContain(`minLength="${CONTACT_LIMITS.message.min}"`);
  });

  it("gives the optional script the server's own messages, limits filled in", async () => {
    const body = await page("/contact-us");
    expect(body).toContain(
      `data-msg-too-short="${html(fill(en.errors.message.tooShort_other, CONTACT_LIMITS.message.min))}"`,
    );
    expect(body).toContain(
      `data-msg-too-long="${html(fill(en.errors.name.tooLong_other, CONTACT_LIMITS.name.max))}"`,
    );
    expect(body).toContain(`data-msg-invalid="${html(en.errors.email.invalid)}"`);
  });

  it("loads no React: only the small form script and instant navigation", async () => {
    // With the cookie choice made there is no consent banner (an island) on the page.
    const response = await get("/contact-us", {
      "User-Agent": BOT_UA,
      Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}`,
    });
    const body = await response.text();
    expect(programsIn(body).sort()).toEqual([CONTACT_FORM_SCRIPT, ...ONLY_INSTANT_NAVIGATION].sort());
    expect(body).not.toContain("data-island");
  });

  it("preselects a topic named by a link", async () => {
    expect(await page("/contact-us?topic=affiliate")).toMatch(/<option value="affiliate" selected="">/);
  });

  it("shows the form, not a confirmation, for a made-up reference", async () => {
    const body = await page("/contact-us?sent=%3Cscript%3E");
    expect(body).toContain("data-contact-form");
    expect(body).not.toContain(html(en.sent.title));
  });

  it("is allowed to post to itself by the CSP", async () => {
    const response = await get("/contact-us");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/form-action 'self'/);
  });
});
