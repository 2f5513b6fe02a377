import { anonymousSignup } from "../src/api/contract/account";
import { recaptchaAction, wirePath } from "../src/api/contract/endpoint";
import { CONSENT_COOKIE, TOKEN_COOKIE } from "../src/catalog/cookies";
import type { Locale } from "../src/i18n/languages";
import { localizedPath } from "../src/i18n/locale-path";
import { CONSENT_VALUE } from "../src/shared/consent";
import { DEV_TOKEN_PATH } from "../src/shared/recaptcha";
import { examplePath, routeOf } from "../test/quality/site";
import { RETURNING_HEADERS } from "./pages";

/**
 * Issue 21's dynamic pages: rendered on every request because they are personal or show a query,
 * so no cache or prerendered copy hides their cost. A signed-in visitor where the page shows an
 * account; the blog search with a Latin and a Japanese query.
 */
export const DYNAMIC_PAGES: readonly {
  type: string;
  locales: readonly Locale[];
  path: string;
  signedIn: boolean;
}[] = [
  {
    type: "my account",
    locales: ["en", "de", "ar"],
    path: examplePath(routeOf("myaccount")),
    signedIn: true,
  },
  {
    type: "checkout",
    locales: ["en", "de", "ar"],
    path: examplePath(routeOf("pricing-checkout-id")),
    signedIn: true,
  },
  {
    type: "payment status",
    locales: ["en", "de", "ar"],
    path: examplePath(routeOf("paystatus")),
    signedIn: true,
  },
  {
    type: "blog search",
    locales: ["en", "de"],
    path: `${examplePath(routeOf("blog-search"))}?q=encryption`,
    signedIn: false,
  },
  {
    type: "blog search",
    locales: ["ja"],
    path: `${examplePath(routeOf("blog-search"))}?q=暗号化`,
    signedIn: false,
  },
];

export interface DynamicPage {
  type: string;
  locale: Locale;
  path: string;
  headers: Record<string, string>;
}

/** A new account on the sandbox site (the reCAPTCHA stand-in's token), as its session cookie. */
async function signedInCookie(site: URL): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, site), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.origin },
      body: JSON.stringify(body),
    });
  const stand = await post(DEV_TOKEN_PATH, { version: "v3", action: recaptchaAction(anonymousSignup.path) });
  const { token: recasign } = (await stand.json()) as { token: string };
  const signup = await post(wirePath(anonymousSignup), { recasign });
  const cookie = signup.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`));
  if (!cookie) throw new Error(`bench: the anonymous sign-up answered ${signup.status} without a session`);
  return cookie.split(";")[0] ?? "";
}

/** Every dynamic page in each of its languages, with the headers of its visitor. */
export async function dynamicPages(site: URL): Promise<DynamicPage[]> {
  const session = await signedInCookie(site);
  const declined = `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}`;
  return DYNAMIC_PAGES.flatMap(({ type, locales, path, signedIn }) =>
    locales.map((locale) => ({
      type,
      locale,
      path: localizedPath(locale, path),
      headers: { ...RETURNING_HEADERS, Cookie: signedIn ? `${declined}; ${session}` : declined },
    })),
  );
}
