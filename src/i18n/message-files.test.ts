import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import deFooter from "../../locales/de/footer.json";
// Not `./message-files`: that specifier is aliased to the bundled variant in these tests
// (vitest.config.ts); this path is the module the deployed Worker runs.
import { readMessageFile, useMessageFiles } from "../i18n/message-files";

describe("the deployed Worker's message files (decision 130)", () => {
  it("refuses to read before the entry hands over the ASSETS binding", async () => {
    // A fresh copy of the module: an earlier test file in this workerd may have handed it over.
    vi.resetModules();
    const fresh = await import("../i18n/message-files");
    await expect(fresh.readMessageFile("de", "footer")).rejects.toThrow(/ASSETS binding/);
  });

  it("reads a locale file from the static assets the build wrote", async () => {
    useMessageFiles(env.ASSETS);
    expect(await readMessageFile("de", "footer")).toEqual(deFooter);
  });

  it("answers null for a namespace or language the build does not have", async () => {
    useMessageFiles(env.ASSETS);
    expect(await readMessageFile("de", "no-such-namespace")).toBeNull();
    expect(await readMessageFile("xx", "footer")).toBeNull();
  });
});
