import { describe, expect, it } from "vitest";
import { suggestedProduct } from "./download-platform";

const UA = {
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 15917.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  tizen:
    "Mozilla/5.0 (SMART-TV; LINUX; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) 94.0.4606.31/7.0 TV Safari/537.36",
  webos:
    "Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0 Safari/537.36 WebAppManager",
  androidTv:
    "Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
};

describe("the download list's suggested platform", () => {
  it.each([
    [UA.windows, "windows"],
    [UA.mac, "mac"],
    [UA.iphone, "ios"],
    [UA.android, "android"],
    [UA.chromebook, "chrome"],
    [UA.linux, "chrome"],
    [UA.tizen, "samsung-tv"],
    [UA.webos, "lg-tv"],
    [UA.androidTv, "smart-tv"],
  ])("%s → %s", (userAgent, product) => {
    expect(suggestedProduct({ userAgent })).toBe(product);
  });

  it("takes an iPad asking for the desktop site (Macintosh with touch) for iOS", () => {
    expect(suggestedProduct({ userAgent: UA.mac, maxTouchPoints: 5 })).toBe("ios");
  });

  it("trusts client hints when the user agent string is reduced", () => {
    const reduced =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    expect(suggestedProduct({ userAgent: reduced, userAgentData: { platform: "Windows" } })).toBe("windows");
    expect(suggestedProduct({ userAgent: "", userAgentData: { platform: "macOS" } })).toBe("mac");
  });

  it("suggests nothing for an unknown system", () => {
    expect(suggestedProduct({ userAgent: "curl/8.5.0" })).toBeNull();
  });
});
