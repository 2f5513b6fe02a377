/** How a download link is labelled, read from where it points. */
export type LinkKind = "app-store" | "google-play" | "chrome-web-store" | "file" | "web";

export function linkKind(href: string): LinkKind {
  const url = new URL(href);
  if (url.host === "apps.apple.com") return "app-store";
  if (url.host === "play.google.com") return "google-play";
  if (url.host === "chromewebstore.google.com") return "chrome-web-store";
  if (/\.(exe|msi|dmg|pkg|apk)$/i.test(url.pathname)) return "file";
  return "web";
}
