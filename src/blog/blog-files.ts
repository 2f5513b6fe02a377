import type { AssetsBinding } from "../static-assets";
import { type BlogFiles, blogFilesFromAssets } from "./asset-reader";

/**
 * The blog files the deployed Worker reads: its static assets (decision 151). `npm run dev` and
 * the workers tests swap this module for `blog-files-bundled.ts` (an alias of the import
 * `./blog-files`), so an edited article shows without a build.
 */
let files: BlogFiles | undefined;

/** The Worker's entry hands over its ASSETS binding before anything renders. */
export function useBlogFiles(binding: AssetsBinding): void {
  files = blogFilesFromAssets(binding);
}

export function blogFiles(): BlogFiles {
  if (!files) throw new Error("blog files: the ASSETS binding was not handed over");
  return files;
}
