import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Check } from "./check";
import { mapLimit } from "./check";
import { type SitePage, sitePages } from "./site";

const LOCALES = ["en", "ar", "ja", "fa", "th", "hi"] as const;
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The Nu HTML Checker over every route of the table (one example per parameterised route) in
 * English, Arabic and Japanese, and in Persian, Thai and Hindi (the scripts the languages of
 * 2026-11-27 added). Pages are fetched as a returning visitor would get them and validated in one
 * JVM run; any error fails.
 */
export const htmlValidity: Check = async ({ baseUrl }) => {
  const pages = sitePages(LOCALES);
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  const byFile = new Map<string, SitePage>();
  try {
    await mapLimit(pages, 4, async (page) => {
      // A guarded page (my account, signed out) redirects: the page a visitor lands on is judged.
      const response = await fetch(baseUrl + page.path, { redirect: "follow" });
      const name = `${page.locale}-${page.route.name}.html`;
      writeFileSync(join(dir, name), await response.text());
      byFile.set(name, page);
    });
    const { stderr } = await promisify(execFile)(
      "java",
      [
        "-Xss2m",
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--exit-zero-always",
        ...[...byFile.keys()].map((name) => join(dir, name)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal");
    const problems = errors.map((m) => {
      const page = byFile.get(m.url.split("/").pop() ?? "");
      const where = page ? `${page.path} (${page.route.name})` : m.url;
      return `${where} line ${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ""}`;
    });
    const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning").length;
    return {
      ok: problems.length === 0,
      summary: `${pages.length} pages (${LOCALES.join(", ")}): ${errors.length} errors, ${warnings} warnings`,
      problems,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
