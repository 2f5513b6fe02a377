import { env } from "cloudflare:test";
import { Hono } from "hono";
import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { BOT_UA, BROWSER_UA } from "../../../test/support/request";
import type { AppEnv } from "../../env";
import { renderer } from ".";

function Late({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

function app() {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set("secureHeadersNonce", "abc123");
    await next();
  });
  hono.use(renderer());
  hono.get("/", (c) => {
    const late = new Promise<string>((resolve) => setTimeout(() => resolve("late content"), 30));
    return c.render(
      <html lang="en">
        <body>
          <Suspense fallback={<p>loading</p>}>
            <Late promise={late} />
          </Suspense>
        </body>
      </html>,
    );
  });
  return hono;
}

describe("renderer", () => {
  it("streams to browsers: the shell first, late content revealed by a nonced script", async () => {
    const response = await app().request("/", { headers: { "User-Agent": BROWSER_UA } }, env);
    const html = await response.text();
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(html.indexOf("loading")).toBeLessThan(html.indexOf("late content"));
    expect(html).toContain('<script nonce="abc123"');
  });

  it("gives crawlers the complete document, no fallback", async () => {
    const html = await (await app().request("/", { headers: { "User-Agent": BOT_UA } }, env)).text();
    expect(html).toContain("<p>late content</p>");
    expect(html).not.toContain("loading");
  });
});
