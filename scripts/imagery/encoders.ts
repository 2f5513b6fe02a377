import type { Sharp } from "sharp";
import type { ScreenFormat } from "../../src/catalog/app-screens";

/**
 * How each format is encoded: settings that keep a 1x AVIF near 15 KB with crisp text (4:4:4
 * chroma: the UI's thin coloured strokes blur under subsampling). Part of the images' sources.
 */
export const ENCODERS: Record<ScreenFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4, chromaSubsampling: "4:4:4" }),
  webp: (image) => image.webp({ quality: 78, effort: 5, smartSubsample: true }),
};
