import manifest from "../../dist/client/.vite/manifest.json";
import latest from "../../dist/client/builds/latest.json";
import { inCascadeOrder, STYLE_SHEETS, type StyleSheet, styleSheetSource } from "../routes/style-sheets";

/** The hashed URLs of the client build, read from Vite's manifest at bundle time. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

const files = manifest as Manifest;

function assetUrl(source: string): string {
  const entry = files[source];
  if (!entry) throw new Error(`client build has no ${source}: run \`npm run build:client\``);
  return `/${entry.file}`;
}

export const ASSETS = {
  entry: assetUrl("client/entry.ts"),
  /** The core stylesheet every page links (decision 160). */
  styles: assetUrl("client/styles.css"),
  /** Small vanilla enhancements of server-rendered markup (no React). */
  consent: assetUrl("client/enhance/consent.ts"),
  popup: assetUrl("client/enhance/index-popup.ts"),
  ipCheck: assetUrl("client/tools/ip-check.ts"),
  webrtcLeakTest: assetUrl("client/tools/webrtc-leak-test.ts"),
  instantNavigation: assetUrl("client/instant-navigation.ts"),
};

/** Each area stylesheet's hashed URL. */
export const STYLE_SHEET_URLS = Object.fromEntries(
  STYLE_SHEETS.map((sheet) => [sheet, assetUrl(styleSheetSource(sheet))]),
) as Readonly<Record<StyleSheet, string>>;

/** The stylesheets a page links, render-blocking and in this order: the core one, then its areas'. */
export function stylesheetUrls(sheets: readonly StyleSheet[]): string[] {
  return [ASSETS.styles, ...inCascadeOrder(sheets).map((sheet) => STYLE_SHEET_URLS[sheet])];
}

/** The contact form's optional validation-as-you-type (plain script, no React). */
export const CONTACT_FORM_SCRIPT = assetUrl("client/contact-form.ts");

/** The Paddle checkout page's script: initializes Paddle.js for the transaction (decision 177). */
export const PAY_PADDLE_SCRIPT = assetUrl("client/pay-paddle.ts");

/** The sources of the small plain scripts (no React): the only programs a content page may load. */
export const PLAIN_SCRIPT_SOURCES = [
  "client/instant-navigation.ts",
  "client/enhance/consent.ts",
  "client/enhance/index-popup.ts",
  "client/contact-form.ts",
  "client/tools/ip-check.ts",
  "client/tools/webrtc-leak-test.ts",
] as const;

/** What the browser fetches for an entry: its file and, depth first, the chunks it imports. */
export function scriptFiles(source: string): string[] {
  const entry = files[source];
  if (!entry) throw new Error(`client build has no ${source}: run \`npm run build:client\``);
  return [`/${entry.file}`, ...(entry.imports ?? []).flatMap(scriptFiles)];
}

/**
 * Every URL a content page may load a program from (decision 060): the plain scripts and the
 * small chunks they share. The page-script tests and the first-visit gate fail on anything else.
 */
export const PLAIN_SCRIPT_URLS: readonly string[] = [...new Set(PLAIN_SCRIPT_SOURCES.flatMap(scriptFiles))];

/** The id of the client build this worker was bundled with (see vite.config.ts). */
export const BUILD_ID: string = latest.id;

export const LATEST_BUILD_PATH = "/builds/latest.json";
