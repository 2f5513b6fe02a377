import { importGraph } from "./graph";
import { checkImports } from "./rules";

/** `npm run lint`'s import fence: exits 1 naming each offending import. */
const FOLDERS = ["src", "client"];

const violations = checkImports(importGraph(process.cwd(), FOLDERS));
if (violations.length > 0) {
  for (const { rule, message } of violations) console.error(`✖ [${rule}] ${message}`);
  console.error(`\n${violations.length} import rule(s) broken (scripts/imports/rules.ts, decision 163).`);
  process.exit(1);
}
console.log("imports: fences hold, no circles");
