import { SELF } from "cloudflare:test";

export const ORIGIN = "https://www.vpnmaster.com";

/** A request to the whole Worker as a browser would send it; redirects are returned, not followed. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(new Request(ORIGIN + path, { headers, redirect: "manual" }));
}

/** The value of one cookie in a response's Set-Cookie headers, with its attributes. */
export function setCookieOf(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

export const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
