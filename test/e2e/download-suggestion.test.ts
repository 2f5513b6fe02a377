import { describe, expect, it } from "vitest";
import ja from "../../locales/ja/download.json";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** The download list as a browser with this user agent sees it once its script has run. */
async function cardsFor(userAgent: string) {
  const context = await withConsentGiven(
    await browser().newContext({ userAgent, viewport: { width: 390, height: 844 } }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${baseUrl()}/ja/download`);
  const cards = await page.$$eval("li[data-platform]", (items) =>
    items.map((item) => ({
      platform: item.getAttribute("data-platform"),
      badge: (item.querySelector("[data-suggested]") as HTMLElement | null)?.hidden === false,
      badgeText: item.querySelector("[data-suggested]")?.textContent,
    })),
  );
  await context.close();
  return { cards, errors };
}

describe("the download list suggests the visitor's own platform", () => {
  it("moves an iPhone's card first and shows its badge, without script errors", async () => {
    const { cards, errors } = await cardsFor(IPHONE);
    expect(errors).toEqual([]);
    expect(cards[0]).toEqual({ platform: "ios", badge: true, badgeText: ja.suggested });
    expect(cards.filter((card) => card.badge)).toHaveLength(1);
    expect(cards).toHaveLength(9);
  });

  it("leaves a Windows PC's card where it is (it is already first) and badges it", async () => {
    const { cards } = await cardsFor(WINDOWS);
    expect(cards.map((card) => card.platform).slice(0, 3)).toEqual(["windows", "mac", "ios"]);
    expect(cards[0]?.badge).toBe(true);
  });
});
