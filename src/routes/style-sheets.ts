/**
 * The area stylesheets a page may link after the core sheet (decision 160): each is
 * `client/styles-<sheet>.css`, built by Vite. This order is the cascade's, so a page links its
 * sheets in it whatever order its route names them; it follows the old single sheet's @imports.
 */
export const STYLE_SHEETS = [
  "marketing",
  "catalog",
  "tools",
  "account",
  "plans",
  "checkout",
  "payment",
  "policy",
  "blog",
  "fields",
  "company",
  "help",
  "status",
  "redirect",
  "popup",
] as const;

export type StyleSheet = (typeof STYLE_SHEETS)[number];

/** The Vite input of an area sheet. */
export const styleSheetSource = (sheet: StyleSheet) => `client/styles-${sheet}.css` as const;

/** A page's sheets in cascade order, each once. */
export const inCascadeOrder = (sheets: readonly StyleSheet[]): StyleSheet[] =>
  STYLE_SHEETS.filter((sheet) => sheets.includes(sheet));
