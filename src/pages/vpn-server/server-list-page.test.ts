import { describe, expect, it } from "vitest";
import { BOT_UA, get } from "../../../test/support/request";
import { regionSlug, SERVER_REGION_AREAS, SERVER_REGION_IDS } from "../../catalog/server-regions";

const asCrawler = { "User-Agent": BOT_UA };

describe("server locations", () => {
  it("groups every region exactly once by part of the world", () => {
    const listed = Object.values(SERVER_REGION_AREAS).flat();
    expect([...listed].sort()).toEqual([...SERVER_REGION_IDS].sort());
  });

  it("shows each country with a sized, decorative SVG flag and a link to its page", async () => {
    const html = await (await get("/vpn-server", asCrawler)).text();
    const flags = html.match(
      /<span class="flag"><svg width="36" height="24" aria-hidden="true" focusable="false"/g,
    );
    expect(flags).toHaveLength(SERVER_REGION_IDS.length);
    for (const region of SERVER_REGION_IDS)
      expect(html).toContain(`href="/vpn-server/${regionSlug(region)}"`);
  });

  it("a region page names its cities in the visitor's language", async () => {
    const html = await (await get("/ru/vpn-server/japan-vpn", asCrawler)).text();
    expect(html).toContain("<li>Токио</li><li>Осака</li>");
    expect(html).toContain("TVer, ABEMA и NHK+");
  });
});
