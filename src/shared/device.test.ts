import { describe, expect, it } from "vitest";
import { DESKTOP_BREAKPOINT_PX, deviceFromUserAgent, isMobileView } from "./device";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Safari/537.36",
  firefoxAndroidTablet: "Mozilla/5.0 (Android 13; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0",
  wearOs:
    "Mozilla/5.0 (Linux; Android 11; Galaxy Watch4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  windows7: "Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0",
  windowsPhone:
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
  linux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
};

describe("deviceFromUserAgent", () => {
  it.each([
    ["iphone", "iOS", "17.4.1", true, true],
    ["ipad", "iOS", "16.6", true, false],
    ["androidPhone", "Android", "14", false, true],
    ["androidTablet", "Android", "13", false, false],
    ["firefoxAndroidTablet", "Android", "13", false, false],
    ["wearOs", "Android", "11", false, true],
    ["windows", "Windows", "10", false, false],
    ["windows7", "Windows", "7", false, false],
    ["windowsPhone", "Windows Phone", "10.0", false, true],
    ["mac", "macOS", "10.15.7", false, false],
    ["macFirefox", "macOS", "14.4", false, false],
    ["linux", "Linux", "", false, false],
    ["chromeOs", "ChromeOS", "14541.0.0", false, false],
  ] as const)("%s → %s %s", (key, os_name, os_version, isIos, isMobile) => {
    expect(deviceFromUserAgent(UA[key])).toEqual({ os_name, os_version, isIos, isMobile });
  });

  it("knows nothing of an empty or unknown agent, and says so with empty strings", () => {
    expect(deviceFromUserAgent("")).toEqual({ os_name: "", os_version: "", isIos: false, isMobile: false });
    expect(deviceFromUserAgent("curl/8.5.0").os_name).toBe("");
  });
});

describe("isMobileView", () => {
  const desktop = deviceFromUserAgent(UA.windows);
  const phone = deviceFromUserAgent(UA.iphone);

  it("is mobile for a phone at any width", () => {
    expect(isMobileView(phone, 1400)).toBe(true);
    expect(isMobileView(phone)).toBe(true);
  });

  it("is mobile for a desktop agent in a viewport under the breakpoint, not at it", () => {
    expect(isMobileView(desktop, DESKTOP_BREAKPOINT_PX - 1)).toBe(true);
    expect(isMobileView(desktop, DESKTOP_BREAKPOINT_PX)).toBe(false);
    expect(isMobileView(desktop, 390)).toBe(true);
  });

  it("is desktop when the width is unknown and the agent is not a phone", () => {
    expect(isMobileView(desktop)).toBe(false);
    expect(isMobileView(deviceFromUserAgent(UA.ipad), 1024)).toBe(false);
  });
});
