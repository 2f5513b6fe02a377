import type { ApiClient } from "../api/client";
import type { UpstreamOptions } from "../api/gateway/upstream";
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
  /** A token came with the request but the account service could not be asked whose it is. */
  sessionUnavailable: boolean;
  /** ISO 3166-1 alpha-2, or null. */
  country: string | null;
  ip: string | null;
  environment: Environment;
  env: Bindings;
  host: string;
  /** The path without locale prefix plus its query: where a sign-in should come back to. */
  returnTo: string;
  query: Record<string, string>;
  /** The route's parameters (e.g. the plan id of /pricing/checkout/{id}). */
  params: Record<string, string | undefined>;
  /** The Referer's path and query when it is this site's own origin, else null. */
  referrer: string | null;
  api: ApiClient;
  /** The page's upstream budget, shared with `api`, for loaders that read plans and prices. */
  upstream: UpstreamOptions;
  /** The raw request, for the few loaders that read the edge's own headers (what-is-my-ip). */
  request: Request;
  /** The request's cookies (e.g. cje-client, which switches the plans to the CJ channel). */
  cookies: Readonly<Record<string, string>>;
  /** Work that may finish after the response (a price cache refresh). */
  waitUntil: (promise: Promise<unknown>) => void;
}
