import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importGraph } from "./graph";
import { checkImports } from "./rules";

let root = "";

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "imports-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkImports(importGraph(root, ["src", "client"]));
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the import fence of npm run lint", () => {
  it("passes a tree that reaches the backend only through the transport", () => {
    const violations = tree({
      "src/backend/dispatch.ts":
        'import { API_ERRORS } from "../api/codes";\nexport const dispatch = API_ERRORS;',
      "src/api/codes.ts": "export const API_ERRORS = {};",
      "src/api/gateway/exchange.ts":
        'import { dispatch } from "../../backend/dispatch";\nexport { dispatch };',
      "src/pricing/offer.ts":
        'import { dispatch } from "../api/gateway/exchange";\nexport const x = dispatch;',
      "src/pricing/offer.test.ts":
        'import { dispatch } from "../backend/dispatch";\nexport const y = dispatch;',
    });
    expect(violations).toEqual([]);
  });

  it("names a site module importing the backend", () => {
    const violations = tree({
      "src/backend/payment/plans.ts": "export const listPlans = () => [];",
      "src/pricing/offer-card.ts":
        'import { listPlans } from "../backend/payment/plans";\nexport const p = listPlans;',
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]?.rule).toBe("backend-fence");
    expect(violations[0]?.message).toContain(
      'src/pricing/offer-card.ts imports "../backend/payment/plans" (src/backend/payment/plans.ts)',
    );
  });

  it("names a backend module importing a site page", () => {
    const violations = tree({
      "src/backend/card-page.ts": 'import { layout } from "../pages/layout";\nexport const c = layout;',
      "src/pages/layout.tsx": "export const layout = 1;",
    });
    expect(violations.map((v) => v.rule)).toEqual(["backend-leaf"]);
    expect(violations[0]?.message).toContain("src/backend/card-page.ts imports");
  });

  it("names an island importing the backend or a server-only module", () => {
    const violations = tree({
      "src/backend/payment/payment-errors.ts": "export const E = 1;",
      "src/env.ts": "export const env = 1;",
      "src/islands/checkout-error.ts":
        'import { E } from "../backend/payment/payment-errors";\nimport { env } from "../env";\nexport const x = [E, env];',
    });
    expect(violations.map((v) => `${v.rule} ${v.message.split(":")[0]}`)).toEqual([
      'backend-fence src/islands/checkout-error.ts imports "../backend/payment/payment-errors" (src/backend/payment/payment-errors.ts)',
      'browser-fence src/islands/checkout-error.ts imports "../backend/payment/payment-errors" (src/backend/payment/payment-errors.ts)',
      'browser-fence src/islands/checkout-error.ts imports "../env" (src/env.ts)',
    ]);
  });

  it("names an import circle, type-only imports included", () => {
    const violations = tree({
      "src/a.ts": 'import { b } from "./b";\nexport const a = b;',
      "src/b.ts": 'import type { C } from "./c";\nexport const b: C = 1;',
      "src/c.ts": 'import { a } from "./a";\nexport type C = typeof a;',
      "src/d.ts": 'import { a } from "./a";\nexport const d = a;',
    });
    expect(violations).toEqual([
      { rule: "circle", message: "import circle: src/a.ts → src/b.ts → src/c.ts → src/a.ts" },
    ]);
  });
});
