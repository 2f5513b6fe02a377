import type { ReactNode } from "react";

// `c.render(node)` takes a React node (see ./index.ts). An interface, not a type alias: only an
// interface merges into Hono's declaration.
declare module "hono" {
  interface ContextRenderer {
    (node: ReactNode): Promise<Response>;
  }
}
