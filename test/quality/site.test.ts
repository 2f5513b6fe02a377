import { describe, expect, it } from "vitest";
import { splitLocalePath } from "../../src/i18n/locale-path";
import { ROUTES } from "../../src/routes/table";
import { examplePath, isContentRoute, LOCALES, routeForPath, sitePages } from "./site";

describe("the pages the gates visit", () => {
  it("cover every route of the table once per locale", () => {
    const pages = sitePages(LOCALES);
    expect(pages).toHaveLength(ROUTES.length * LOCALES.length);
    for (const locale of LOCALES) {
      expect(new Set(pages.filter((p) => p.locale === locale).map((p) => p.route.name)).size).toBe(
        ROUTES.length,
      );
    }
  });

  it("use a path that the route itself matches, in every locale", () => {
    for (const page of sitePages(LOCALES)) {
      const { rest } = splitLocalePath(page.path);
      expect(routeForPath(rest)?.name, page.path).toBe(page.route.name);
    }
  });

  it("fill parameterised routes from their list or their example", () => {
    for (const route of ROUTES.filter((r) => r.params)) {
      expect(examplePath(route)).not.toMatch(/:/);
    }
  });

  it("let only stateful pages (account, checkout, sign-in, WebRTC tool) load React", () => {
    const stateful = ROUTES.filter((r) => !isContentRoute(r)).map((r) => r.name);
    expect(stateful).toContain("myaccount");
    expect(stateful).toContain("login");
    expect(stateful).toContain("webrtc-leak-test");
    expect(stateful).not.toContain("home");
    expect(stateful).not.toContain("pricing");
    expect(stateful).not.toContain("blog-article");
  });
});
