/**
 * `npm run bench -- --corpus 10000`: a synthetic blog of N articles in each of 12 languages (made
 * here, never committed) loaded into the built site's BLOG by the content sync, then the server
 * time of list, deep list, category, tag, article and search pages (Latin and Japanese queries),
 * p95 of sequential requests to the bundle with the HTML cache off (issue 21, decision 181).
 */

import type { BuiltArticle, BuiltLocale } from "../src/blog/types";
import { BLOG_CATEGORIES } from "../src/catalog/blog-categories";
import { BLOG_TAGS } from "../src/catalog/blog-tags";
import { LOCALES, type Locale } from "../src/i18n/languages";
import { localizedPath } from "../src/i18n/locale-path";
import { RETURNING_HEADERS } from "./pages";
import { startWorkerd } from "./workerd";

export const CORPUS_BUDGETS = {
  /** List, category, tag and article pages, p95 server time. */
  pageP95Ms: 20,
  /** Search pages (Latin and Japanese queries), p95 server time. */
  searchP95Ms: 50,
};

const CORPUS_LOCALES = LOCALES.slice(0, 12);
const REQUESTS = 40;

const LATIN = (
  "vpn privacy security network server tunnel encryption protocol wireguard openvpn router " +
  "streaming travel wifi airport hotel browser tracker cookie address leak kill switch device " +
  "phone laptop television speed latency region country censorship firewall policy audit logs " +
  "password account payment renewal refund family school office cafe library signal provider"
).split(" ");
const JAPANESE = (
  "暗号化 通信 安全 無線 公衆 空港 ホテル 接続 速度 サーバー 地域 検閲 広告 追跡 端末 " +
  "携帯 家族 学校 会社 図書館 旅行 動画 配信 料金 返金 更新 監査 記録 設定 回線"
).split(" ");

/** A small deterministic generator, so every run loads the same corpus. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function corpusLocale(locale: Locale, size: number): BuiltLocale {
  const next = random(size * 31 + locale.charCodeAt(0) * 7 + locale.charCodeAt(1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const words = locale === "ja" ? JAPANESE : LATIN;
  const sentence = (n: number) =>
    Array.from({ length: n }, () => pick(words)).join(locale === "ja" ? "" : " ") +
    (locale === "ja" ? "。" : ".");
  const articles: BuiltArticle[] = [];
  for (let i = 0; i < size; i++) {
    const text = Array.from({ length: 8 }, () => sentence(12)).join(" ");
    const day = new Date(Date.UTC(2014, 0, 1) + i * 8.64e7 * 0.35).toISOString().slice(0, 10);
    articles.push({
      unikey: `synthetic-${i}`,
      locale,
      title: sentence(5).slice(0, -1),
      description: sentence(16),
      category: pick(BLOG_CATEGORIES),
      tags: [...new Set([pick(BLOG_TAGS), pick(BLOG_TAGS)])],
      author: "Bench",
      published: day,
      updated: day,
      cover: "/blog/covers/travel.svg",
      coverAlt: "",
      readingMinutes: 2,
      translations: CORPUS_LOCALES,
      html: `<p>${text}</p>`,
      toc: [],
      text,
    });
  }
  articles.sort((a, b) => b.published.localeCompare(a.published) || a.unikey.localeCompare(b.unikey));
  return { locale, articles };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/**
 * `languages` narrows the load to some of the 12 (a quicker look at one query: each page reads
 * only its language's rows through an index); the pages of other languages are then skipped.
 */
export async function runCorpusBench(size: number, languages?: readonly string[]): Promise<boolean> {
  const loaded = CORPUS_LOCALES.filter((locale) => !languages || languages.includes(locale));
  if (!loaded.length) throw new Error(`--languages names none of ${CORPUS_LOCALES.join(", ")}`);
  console.log(`corpus: ${size} articles × ${loaded.length} languages`);
  const corpus = loaded.map((locale) => corpusLocale(locale, size));
  const loading = performance.now();
  const workerd = await startWorkerd(null, corpus);
  console.log(`loaded into BLOG in ${((performance.now() - loading) / 1000).toFixed(0)} s`);
  const pages = [
    { kind: "page", locale: "en", path: "/blog" },
    { kind: "page", locale: "en", path: `/blog/more?page=${Math.max(2, Math.floor(size / 6 / 2))}` },
    { kind: "page", locale: "de", path: "/blog/category/security?page=20" },
    { kind: "page", locale: "ja", path: "/blog/tag/streaming?page=10" },
    { kind: "page", locale: "en", path: `/blog/synthetic-${Math.floor(size / 2)}` },
    { kind: "page", locale: "ja", path: `/blog/synthetic-${Math.floor(size / 3)}` },
    { kind: "search", locale: "en", path: "/blog/search?q=wireguard+airport" },
    { kind: "search", locale: "fr", path: "/blog/search?q=privacy" },
    { kind: "search", locale: "ja", path: `/blog/search?q=${encodeURIComponent("公衆無線")}` },
    { kind: "search", locale: "ja", path: `/blog/search?q=${encodeURIComponent("暗号化 空港")}` },
  ] as { kind: "page" | "search"; locale: Locale; path: string }[];
  const measured = pages.filter(({ locale }) => loaded.includes(locale));
  const failures: string[] = [];
  try {
    console.log(`\n${"page".padEnd(48)} ${"status".padStart(6)} ${"p50".padStart(8)} ${"p95".padStart(8)}`);
    for (const { kind, locale, path } of measured) {
      const url = new URL(localizedPath(locale, path), workerd.render);
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < REQUESTS + 3; i++) {
        const start = performance.now();
        const response = await fetch(url, { headers: RETURNING_HEADERS });
        await response.text();
        if (i >= 3) times.push(performance.now() - start);
        status = response.status;
      }
      const p95 = percentile(times, 0.95);
      const budget = kind === "search" ? CORPUS_BUDGETS.searchP95Ms : CORPUS_BUDGETS.pageP95Ms;
      console.log(
        `${decodeURIComponent(url.pathname + url.search).padEnd(48)} ${String(status).padStart(6)} ${percentile(times, 0.5).toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms`,
      );
      if (status !== 200) failures.push(`${url.pathname}${url.search}: status ${status}`);
      if (p95 > budget)
        failures.push(`${url.pathname}${url.search}: p95 ${p95.toFixed(1)} ms (budget ≤ ${budget})`);
    }
  } finally {
    await workerd.dispose();
  }
  if (failures.length) console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  else console.log("\nAll corpus budgets met.");
  return failures.length === 0;
}
