import type { ApiClient } from "../api/client";
import type { Bindings } from "../env";
import type { RoutedLanguage } from "../i18n/languages";
import type { Environment } from "../shared/environment";
import type { UserInfo } from "../shared/user-info";

/**
 * What a page's loader may know of its request, without touching HTTP: language, the signed-in
 * user (null when anonymous), the visitor's country and IP, the environment, the bindings and a
 * typed MMS API client acting as the visitor.
 */
export interface RequestContext {
  language: RoutedLanguage;
  user: UserInfo | null;
  /** ISO 3166-1 alpha-2, or null. */
  country: string | null;
  ip: string | null;
  environment: Environment;
  env: Bindings;
  host: string;
  /** The path without locale prefix plus its query: where a sign-in should come back to. */
  returnTo: string;
  query: Record<string, string>;
  /** The Referer's path and query when it is this site's own origin, else null. */
  referrer: string | null;
  api: ApiClient;
  /** The raw request, for the few loaders that read the edge's own headers (what-is-my-ip). */
  request: Request;
}
