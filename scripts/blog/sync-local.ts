import { syncBlog } from "../../src/blog/blog-sync";
import { readBuiltBlog, tagLabelsFromLocales } from "./built-content";
import { wranglerRunner } from "./wrangler-runner";

/**
 * `npm run dev`'s content sync: the content build (src/blog/generated/, written by the
 * `vite build` before it) into the local BLOG that `wrangler dev` serves, through the same
 * wrangler runner `npm run deploy` uses for the deployed one (decision 181).
 */
const report = await syncBlog(wranglerRunner(["--local"]), readBuiltBlog(), tagLabelsFromLocales());
console.log(`blog: ${JSON.stringify(report)}`);
