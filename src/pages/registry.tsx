import type { ReactNode } from "react";
import type { RegisteredPage, RenderProps } from "./page-entry";
import { PAGE_MODULES } from "./page-modules";

/** Every route's page by route name (derived from the page modules). */
export const PAGES: ReadonlyMap<string, RegisteredPage> = new Map(
  PAGE_MODULES.map((module) => [module.route.name, module.default.page]),
);

export function renderPage(name: string, props: RenderProps): ReactNode {
  const page = PAGES.get(name);
  if (!page) throw new Error(`No page module declares the route ${name}`);
  const { Page } = page;
  return <Page {...props} />;
}
