import manifest from "../../dist/client/.vite/manifest.json";

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
};
