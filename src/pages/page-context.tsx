import { createContext, useContext } from "react";
import type { CategoryCount } from "../blog/blog-store";
import type { RoutedLanguage } from "../i18n/languages";
import type { Messages, Translate } from "../i18n/messages";
import type { RouteDef } from "../routes/route-def";
import type { ConsentState } from "../shared/consent";
import type { Environment } from "../shared/environment";
import type { UserInfo } from "../shared/user-info";
import type { ASSETS } from "./assets";
import type { Seller } from "./seller";

/** What every server-rendered component may know about the page it is part of. */
export interface PageContextValue {
  language: RoutedLanguage;
  t: Translate;
  messages: Messages;
  route: RouteDef;
  /** The path without locale prefix, e.g. `/download/ios`. */
  barePath: string;
  /** The query string including its `?`, or "". */
  search: string;
  origin: string;
  /** The per-response CSP nonce for every script tag. */
  nonce: string;
  assets: typeof ASSETS;
  /** The visitor's cookie choice; null until they choose (the banner shows). */
  consent: ConsentState;
  environment: Environment;
  /** Who sells (company, configured address and registration, support address): footer, About, checkout. */
  seller: Seller;
  /** The client build this page belongs to; open pages compare it with builds/latest.json. */
  buildId: string;
  /**
   * The UTC year the footer's copyright names, read by the renderer before the page renders: the
   * one clock read a prerendered page has, so its copy is keyed by it (decision 183).
   */
  year?: number;
  /** The signed-in user (header account menu), null for an anonymous visitor. */
  user?: UserInfo | null;
  /** A token came but the account service could not say whose: the header still offers the account. */
  sessionUnavailable?: boolean;
  /** Blog layout only: the categories and their article counts in this language. */
  blogCategories?: readonly CategoryCount[];
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage outside a page");
  return value;
}
