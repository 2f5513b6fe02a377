import type { DownloadProduct } from "../../catalog/download-products";

/** What a browser tells about its system: user agent, client hints platform, touch points. */
export interface PlatformHints {
  userAgent: string;
  userAgentData?: { platform?: string };
  maxTouchPoints?: number;
}

/**
 * The download product that fits the visitor's device, or null. It runs in the browser as the
 * download list's inline script (its source is embedded), so it stays one self-contained function
 * without helpers or nested functions. Order matters: iPadOS says "Macintosh" but has touch,
 * TVs say "Linux", Android TV says "Android". No optional chaining or nullish operators: the
 * source runs as written in old TV browsers (a 2017 Tizen TV ships Chromium 56).
 */
export function suggestedProduct(hints: PlatformHints): DownloadProduct | null {
  const ua = hints.userAgent || "";
  // biome-ignore lint/complexity/useOptionalChain: old TV browsers run this source as is
  const hinted = ((hints.userAgentData && hints.userAgentData.platform) || "").toLowerCase();
  if (/Tizen|SMART-TV.*Samsung/i.test(ua)) return "samsung-tv";
  if (/Web0S|webOS|NetCast/i.test(ua)) return "lg-tv";
  if (/AppleTV|tvOS/i.test(ua)) return "apple-tv";
  if (/Android TV|GoogleTV|BRAVIA|AFT[A-Z]|SmartTV|SMART-TV|HbbTV/i.test(ua)) return "smart-tv";
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (hints.maxTouchPoints || 0) > 1)) return "ios";
  if (hinted === "android" || /Android/.test(ua)) return "android";
  if (hinted === "chrome os" || hinted === "chromeos" || /CrOS/.test(ua)) return "chrome";
  if (hinted === "windows" || /Windows NT/.test(ua)) return "windows";
  if (hinted === "macos" || /Mac OS X|Macintosh/.test(ua)) return "mac";
  if (hinted === "linux" || /Linux/.test(ua)) return "chrome";
  return null;
}
