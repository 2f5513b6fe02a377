import { describe, expect, it, vi } from "vitest";
import {
  createTranslator,
  isValidNamespace,
  loadMessages,
  MAX_MESSAGE_PATH_DEPTH,
  pickMessages,
} from "./messages";

describe("message loading", () => {
  it("loads a page's namespaces in its locale", async () => {
    const messages = await loadMessages("de", ["header", "pricing"]);
    expect(messages.header?.signIn).toBe("Anmelden");
    expect(typeof messages.pricing?.title).toBe("string");
  });

  it("merges a locale's namespace over English once per isolate, not on every render", async () => {
    const first = await loadMessages("de", ["pricing"]);
    const again = await loadMessages("de", ["pricing", "header"]);
    expect(again.pricing).toBe(first.pricing);
    expect(again.pricing).not.toBe((await loadMessages("fr", ["pricing"])).pricing);
  });

  it("falls back to English, key by key, for a locale missing a namespace", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // A language code with no message files at all.
    const messages = await loadMessages("xx" as never, ["header"]);
    expect(messages.header?.signIn).toBe("Sign in");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("missing namespace xx/header"));
    warn.mockRestore();
  });

  it("logs and yields an empty set for an unknown namespace instead of failing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const messages = await loadMessages("en", ["no-such-namespace"]);
    expect(messages["no-such-namespace"]).toEqual({});
    warn.mockRestore();
  });

  it("rejects message paths deeper than three segments and anything not a plain name", async () => {
    expect(MAX_MESSAGE_PATH_DEPTH).toBe(3);
    expect(isValidNamespace("home")).toBe(true);
    expect(isValidNamespace("blog/article")).toBe(true);
    expect(isValidNamespace("blog/article/extra")).toBe(false);
    expect(isValidNamespace("../secrets")).toBe(false);
    expect(isValidNamespace("Home")).toBe(false);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await loadMessages("en", ["a/b/c"])).toEqual({ "a/b/c": {} });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("rejected namespace path en/a/b/c"));
    warn.mockRestore();
  });
});

/** A translator over a made-up tree: its keys are no English keys, so the type check lets any through. */
const anyKeys = (
  ...args: Parameters<typeof createTranslator>
): ((key: string, params?: Record<string, number | string>) => string) => createTranslator(...args);

describe("translate", () => {
  const messages = {
    devices: {
      count_one: "{{count}} device",
      count_other: "{{count}} devices",
      greeting: "Hello {{name}}",
    },
  };

  it("interpolates values", () => {
    expect(anyKeys("en", messages)("devices.greeting", { name: "Ana" })).toBe("Hello Ana");
  });

  it("chooses the plural form with Intl.PluralRules of the locale", () => {
    const t = anyKeys("en", messages);
    expect(t("devices.count", { count: 1 })).toBe("1 device");
    expect(t("devices.count", { count: 5 })).toBe("5 devices");
    const ar = anyKeys("ar", {
      n: {
        c_zero: "لا أجهزة",
        c_one: "جهاز واحد",
        c_two: "جهازان",
        c_few: "{{count}} أجهزة",
        c_many: "{{count}} جهازًا",
        c_other: "{{count}} جهاز",
      },
    });
    expect(ar("n.c", { count: 0 })).toBe("لا أجهزة");
    expect(ar("n.c", { count: 2 })).toBe("جهازان");
    expect(ar("n.c", { count: 3 })).toBe("3 أجهزة");
    expect(ar("n.c", { count: 11 })).toBe("11 جهازًا");
    expect(ar("n.c", { count: 100 })).toBe("100 جهاز");
  });

  it("falls back to `other` when the locale's category is missing", () => {
    const t = anyKeys("ru", { n: { c_one: "{{count}} устройство", c_other: "{{count}} устр." } });
    expect(t("n.c", { count: 5 })).toBe("5 устр.");
  });

  it("writes a counted message's numbers in the locale's digits and grouping", () => {
    const t = anyKeys("de", {
      n: { c_one: "{{count}} Zeichen", c_other: "{{min}} bis {{count}} Zeichen" },
    });
    expect(t("n.c", { count: 5000, min: 1000 })).toBe("1.000 bis 5.000 Zeichen");
  });

  it("writes the words around a filled-in date as the language does (decision 180)", () => {
    const italian = anyKeys("it", {
      b: { until: "Attivo fino al {{date}}", period: "Dal {{from}} al {{to}}" },
    });
    expect(italian("b.until", { date: "8 marzo 2026" })).toBe("Attivo fino all’8 marzo 2026");
    expect(italian("b.period", { from: "1 marzo 2026", to: "11 marzo 2026" })).toBe(
      "Dal 1º marzo 2026 all’11 marzo 2026",
    );
    const fr = anyKeys("fr", { b: { on: "Renouvelé le {{date}}" } });
    expect(fr("b.on", { date: "1 mars 2026" })).toBe("Renouvelé le 1er mars 2026");
  });

  it("shows the key, and logs, when a text is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(anyKeys("en", messages)("devices.nothing")).toBe("devices.nothing");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("picks only the keys an island needs", () => {
    const t = createTranslator("en", { a: { b: "B", c: "C" }, d: { e: "E" } });
    expect(pickMessages(t, ["a.b", "d.e"])).toEqual({ "a.b": "B", "d.e": "E" });
  });
});
