import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The Worker runs React's production builds; `react` picks its build from NODE_ENV when loaded.
process.env.NODE_ENV = "production";
const require = createRequire(import.meta.url);
const { createElement: h, Suspense, use } = require("react") as typeof import("react");
const { renderToReadableStream: reference } =
  require("../../node_modules/react-dom/cjs/react-dom-server.node.production.js") as typeof import("react-dom/server.node");
const { renderToReadableStream: patched } = await import("./react-dom-server-edge.js");

/**
 * The Worker's renderer is react-dom's edge build with its byte writing patched (decision 191,
 * patches/react-dom+*.patch): chunks are strings joined and encoded once per flush. It must
 * write exactly the bytes React's own Node build writes, across flushes and in every script.
 */
type Render = typeof patched;

async function bytesOf(render: Render, node: ReturnType<typeof h>): Promise<Uint8Array> {
  const stream = await render(node, { nonce: "n0nce" });
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const WORDS = [
  "plain ascii",
  "Grüße aus Köln",
  "مرحبا بالعالم",
  "暗号化された通信",
  "emoji 🛡️🔐 pairs",
  '<&> "quoted"',
];

function Late({ promise }: { promise: Promise<string> }) {
  return h("p", { lang: "ja" }, use(promise));
}

function documentOf(late: Promise<string> | null) {
  const rows = Array.from({ length: 1200 }, (_, i) =>
    h(
      "li",
      { key: i, "data-row": i, title: WORDS[i % WORDS.length], className: `row r${i % 7}` },
      WORDS[(i * 5) % WORDS.length],
      " · ",
      i,
    ),
  );
  return h(
    "html",
    { lang: "ar", dir: "rtl" },
    h(
      "head",
      null,
      h("title", null, "اختبار — テスト"),
      h("meta", { name: "description", content: WORDS.join(" | ") }),
    ),
    h(
      "body",
      null,
      h("ul", null, rows),
      late ? h(Suspense, { fallback: h("p", null, "…") }, h(Late, { promise: late })) : null,
    ),
  );
}

describe("the Worker's patched edge renderer", () => {
  it("writes a large multilingual document byte for byte as React's Node build does", async () => {
    const [ours, theirs] = await Promise.all([
      bytesOf(patched, documentOf(null)),
      bytesOf(reference, documentOf(null)),
    ]);
    // Well past the 16,384-character flush: the joins and splits between flushes are exercised.
    expect(ours.length).toBeGreaterThan(100_000);
    expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
    expect(new TextDecoder().decode(ours)).toContain("暗号化された通信");
  });

  it("streams late content the same way: the shell first, then the boundary's nonced script", async () => {
    const late = () => new Promise<string>((resolve) => setTimeout(() => resolve("遅れて届く内容 🛡️"), 20));
    const [ours, theirs] = await Promise.all([
      bytesOf(patched, documentOf(late())),
      bytesOf(reference, documentOf(late())),
    ]);
    expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
    const html = new TextDecoder().decode(ours);
    expect(html.indexOf("…")).toBeLessThan(html.indexOf("遅れて届く内容"));
    expect(html).toContain('nonce="n0nce"');
  });
});
