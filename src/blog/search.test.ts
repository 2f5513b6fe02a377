import { describe, expect, it } from "vitest";
import { searchArticles } from "./search";
import type { SearchableEntry } from "./types";

function article(unikey: string, fields: Partial<SearchableEntry>): SearchableEntry {
  return {
    unikey,
    locale: "en",
    title: "A title",
    description: "A description.",
    category: "guides",
    tags: ["travel"],
    author: "Someone",
    published: "2026-01-01",
    updated: "2026-01-01",
    cover: "/blog/covers/travel.svg",
    coverAlt: "Cover",
    readingMinutes: 3,
    text: "Body text.",
    translations: ["en"],
    ...fields,
  };
}

const matched = (segments: { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe("searchArticles", () => {
  const articles = [
    article("body-only", { text: "We once mentioned WireGuard in passing, among other things." }),
    article("title-match", {
      title: "WireGuard explained",
      text: "WireGuard is a modern protocol. WireGuard is fast.",
      published: "2025-01-01",
    }),
    article("unrelated", { title: "Streaming abroad", text: "Catalogues differ by country." }),
  ];

  it("ranks a title match above a passing mention and leaves out articles without the terms", () => {
    const hits = searchArticles(articles, "wireguard");
    expect(hits.map((h) => h.article.unikey)).toEqual(["title-match", "body-only"]);
    expect(matched(hits[0]?.title ?? [])).toEqual(["WireGuard"]);
    expect(matched(hits[1]?.snippet ?? [])).toEqual(["WireGuard"]);
  });

  it("requires every term", () => {
    expect(searchArticles(articles, "wireguard catalogues")).toEqual([]);
    expect(searchArticles(articles, "WIREGUARD modern").map((h) => h.article.unikey)).toEqual([
      "title-match",
    ]);
  });

  it("finds Japanese words inside text written without spaces", () => {
    const ja = [
      article("wifi", {
        locale: "ja",
        title: "公衆無線LANを安全に使う方法",
        text: "カフェや空港の公衆無線LANは便利ですが、危険もあります。",
      }),
      article("stream", {
        locale: "ja",
        title: "海外で動画配信を見る",
        text: "旅行中でもいつもの番組を見られます。",
      }),
    ];
    const hits = searchArticles(ja, "無線");
    expect(hits.map((h) => h.article.unikey)).toEqual(["wifi"]);
    expect(matched(hits[0]?.snippet ?? [])).toContain("無線");
    // A phrase that is not verbatim in the text still finds the article through its pieces.
    expect(searchArticles(ja, "空港の無線LAN").map((h) => h.article.unikey)).toEqual(["wifi"]);
    expect(searchArticles(ja, "番組").map((h) => h.article.unikey)).toEqual(["stream"]);
    // Latin words inside a Japanese phrase must occur whole: "LAN" is not in the streaming article.
    expect(searchArticles(ja, "番組LAN")).toEqual([]);
  });

  it("finds Arabic words with or without the article and with hamza variants", () => {
    const ar = [
      article("privacy", {
        locale: "ar",
        title: "دليل الخصوصية على الإنترنت",
        text: "تحمي الشبكة الافتراضية خصوصيتك وأمانك.",
      }),
      article("tv", { locale: "ar", title: "البث على التلفاز الذكي", text: "شاهد برامجك المفضلة." }),
    ];
    expect(searchArticles(ar, "الخصوصية").map((h) => h.article.unikey)).toEqual(["privacy"]);
    expect(searchArticles(ar, "خصوصية").map((h) => h.article.unikey)).toEqual(["privacy"]);
    expect(searchArticles(ar, "امانك").map((h) => h.article.unikey)).toEqual(["privacy"]);
  });

  it("finds Persian words typed with Arabic yeh and kaf, and Thai words inside unspaced text", () => {
    const fa = [
      article("kill-switch", {
        locale: "fa",
        title: "کلید قطع اضطراری چیست؟",
        text: "یک کلید قطع اضطراری خوب.",
      }),
    ];
    expect(searchArticles(fa, "كليد").map((h) => h.article.unikey)).toEqual(["kill-switch"]);
    expect(searchArticles(fa, "کلید").map((h) => h.article.unikey)).toEqual(["kill-switch"]);
    const th = [article("wifi", { locale: "th", title: "ความปลอดภัยของไวไฟสาธารณะ", text: "ใช้วีพีเอ็นทุกครั้ง" })];
    expect(searchArticles(th, "ไวไฟ").map((h) => h.article.unikey)).toEqual(["wifi"]);
    expect(searchArticles(th, "วีพีเอ็น").map((h) => h.article.unikey)).toEqual(["wifi"]);
  });

  it("treats markup and SQL-like input as plain text", () => {
    const risky = [
      article("x", { text: "Use <b> tags & 'quotes' -- carefully; DROP TABLE is not a thing here." }),
    ];
    expect(searchArticles(risky, "<script>alert(1)</script>")).toEqual([]);
    const hits = searchArticles(risky, "'; DROP TABLE articles; --");
    expect(hits).toEqual([]);
    expect(searchArticles(risky, "drop table").map((h) => h.article.unikey)).toEqual(["x"]);
  });
});

describe("short terms", () => {
  it("match whole words only, so 'ip' finds IP but not ship, and the snippet marks the word", () => {
    const ship = article("ship", { title: "Shipping news", text: "A ship and a tip." });
    const ip = article("ip", { title: "Your IP address", text: "Hide your IP from trackers." });
    const hits = searchArticles([ship, ip], "ip");
    expect(hits.map((h) => h.article.unikey)).toEqual(["ip"]);
    expect(matched(hits[0]?.title ?? [])).toEqual(["IP"]);
  });
});
