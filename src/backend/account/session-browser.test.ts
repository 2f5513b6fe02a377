import { describe, expect, it } from "vitest";
import { browserKeyOf, sessionBrowserOf } from "./session-browser";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("a session's browser", () => {
  it("reads family and major version, and the OS, from the user agent", () => {
    expect(sessionBrowserOf(CHROME_WINDOWS)).toEqual({ browser: "Chrome 126", os: "Windows 10" });
    expect(sessionBrowserOf(SAFARI_IPHONE)).toEqual({ browser: "Safari 17", os: "iOS" });
  });

  it("is empty for a missing or meaningless agent", () => {
    expect(sessionBrowserOf(null)).toEqual({ browser: "", os: "" });
    expect(sessionBrowserOf("curl-ish")).toMatchObject({ os: "" });
  });

  it("is read once per agent, and a stream of other agents does not change an answer", () => {
    expect(sessionBrowserOf(CHROME_WINDOWS)).toBe(sessionBrowserOf(CHROME_WINDOWS));
    for (let i = 0; i < 1200; i++) sessionBrowserOf(`Mozilla/5.0 Firefox/${i}.0`);
    expect(
      sessionBrowserOf("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toEqual({
      browser: "Firefox 128",
      os: "Linux",
    });
    expect(sessionBrowserOf(CHROME_WINDOWS)).toEqual({ browser: "Chrome 126", os: "Windows 10" });
  });

  it("is the same browser after an update, another one in another country or OS", () => {
    const updated = CHROME_WINDOWS.replace("126.0.6478.127", "127.0.1.2");
    expect(browserKeyOf(updated, "DE")).toBe(browserKeyOf(CHROME_WINDOWS, "DE"));
    expect(browserKeyOf(CHROME_WINDOWS, "FR")).not.toBe(browserKeyOf(CHROME_WINDOWS, "DE"));
    expect(browserKeyOf(SAFARI_IPHONE, "DE")).not.toBe(browserKeyOf(CHROME_WINDOWS, "DE"));
  });
});
