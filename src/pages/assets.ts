import manifest from "../../dist/client/.vite/manifest.json";
import latest from "../../dist/client/builds/latest.json";

/** The hashed URLs of the client build, read from Vite's manifest at bundle time. */
type Manifest = Record<string, { file: string }>;

const files = manifest as Manifest;

function assetUrl(source: string): string {
  const entry = files[source];
  if (!entry) throw new Error(`client build has no ${source}: run \`npm run build:client\``);
  return `/${entry.file}`;
}

export const ASSETS = {
  entry: assetUrl("client/entry.ts"),
  styles: assetUrl("client/styles.css"),
  /** Small vanilla enhancements of server-rendered markup (no React). */
  consent: assetUrl("client/enhance/consent.ts"),
  popup: assetUrl("client/enhance/index-popup.ts"),
  ipCheck: assetUrl("client/tools/ip-check.ts"),
  webrtcLeakTest: assetUrl("client/tools/webrtc-leak-test.ts"),
};

/** The contact form's optional validation-as-you-type (plain script, no React). */
export const CONTACT_FORM_SCRIPT = assetUrl("client/contact-form.ts");

/** The id of the client build this worker was bundled with (see vite.config.ts). */
export const BUILD_ID: string = latest.id;

export const LATEST_BUILD_PATH = "/builds/latest.json";
