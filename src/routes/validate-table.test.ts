import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { RouteDef } from "./route-def";
import { ROUTE_MIDDLEWARE } from "./route-middleware";
import { ROUTES, routeByName } from "./table";
import { UNKNOWN_ROUTE_MIDDLEWARE, validateRouteTable } from "./validate-table";

const withRoute = (extra: Partial<RouteDef> & Pick<RouteDef, "name" | "pattern">): RouteDef[] => [
  ...ROUTES,
  { layout: "default", navbar: "solid", namespaces: [extra.name], styles: [], ...extra },
];

describe("the route table is validated when the app starts", () => {
  it("accepts the site's own table", () => {
    expect(() => validateRouteTable(ROUTES, ROUTE_MIDDLEWARE)).not.toThrow();
    expect(() => createApp()).not.toThrow();
  });

  it("refuses a route naming a middleware that does not exist: 'Unknown route middleware'", () => {
    const broken = withRoute({ name: "promo", pattern: "/promo", middleware: ["paywall"] });
    expect(() => createApp(broken)).toThrow(UNKNOWN_ROUTE_MIDDLEWARE);
    expect(() => createApp(broken)).toThrow(/"paywall" on route promo/);
  });

  it("refuses two routes with one pattern, also through an alias or an old address", () => {
    expect(() => createApp(withRoute({ name: "pricing-2", pattern: "/pricing" }))).toThrow(
      /Duplicate route pattern \/pricing/,
    );
    expect(() =>
      createApp(withRoute({ name: "servers", pattern: "/servers", aliases: ["/server-locations"] })),
    ).toThrow(/Duplicate route pattern \/server-locations: vpn-server and servers/);
  });

  it("refuses a second route of the same name", () => {
    expect(() => createApp(withRoute({ name: "pricing", pattern: "/prices" }))).toThrow(
      /Duplicate route name: pricing/,
    );
  });

  it("refuses a route without messages", () => {
    expect(() => createApp(withRoute({ name: "bare", pattern: "/bare", namespaces: [] }))).toThrow(
      /Route without messages: bare/,
    );
    expect(() => createApp(withRoute({ name: "deep", pattern: "/deep", namespaces: ["a/b/c"] }))).toThrow(
      /Route without messages: deep/,
    );
  });

  it("runs the blog's category middleware on every blog page and nowhere else", () => {
    for (const def of ROUTES) {
      expect(def.middleware?.includes("category") ?? false, def.name).toBe(def.layout === "blog");
    }
    expect(routeByName("blog-category").middleware).toContain("category");
    expect(routeByName("myaccount").middleware).toEqual(["auth"]);
  });
});
