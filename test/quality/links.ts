import { localizedPath, splitLocalePath } from "../../src/i18n/locale-path";
import { ROUTES } from "../../src/routes/table";
import type { Check } from "./check";
import { mapLimit } from "./check";
import { linksOf } from "./html-links";
import { LOCALES, routeForPath } from "./site";

/**
 * Crawls the running site from `/` in every locale, following every same-origin link (pages,
 * stylesheets, scripts, images, form targets). Fails on any internal link answering 4xx/5xx
 * (the 404 page's own URL excepted) and on any route of the table no link reaches.
 */
export const links: Check = async ({ baseUrl }) => {
  const origin = new URL(baseUrl).origin;
  const status = new Map<string, number>();
  const referrers = new Map<string, string>();
  const reached = new Set<string>();
  const queue: string[] = [];
  const enqueue = (url: string, from: string) => {
    if (status.has(url) || referrers.has(url)) return;
    referrers.set(url, from);
    queue.push(url);
  };
  enqueue(`${origin}/`, "start");
  for (const locale of LOCALES) enqueue(origin + localizedPath(locale, "/", true), "start");

  while (queue.length) {
    const batch = queue.splice(0, queue.length);
    await mapLimit(batch, 6, async (url) => {
      const response = await fetch(url, { redirect: "follow", headers: { Accept: "text/html,*/*" } });
      status.set(url, response.status);
      const finalUrl = new URL(response.url);
      const isHtml = (response.headers.get("Content-Type") ?? "").includes("text/html");
      if (!isHtml || finalUrl.origin !== origin) {
        await response.body?.cancel();
        return;
      }
      const route = routeForPath(splitLocalePath(finalUrl.pathname).rest);
      if (route && response.ok) reached.add(route.name);
      for (const { url: link, tag } of linksOf(await response.text(), finalUrl.href)) {
        if (link.protocol === "invalid:") {
          status.set(`${url} → ${tag}`, 0);
          continue;
        }
        if (link.origin !== origin) continue;
        link.hash = "";
        enqueue(link.href, url);
      }
    });
  }

  const notFoundPaths = new Set(
    LOCALES.flatMap((l) => [localizedPath(l, "/404"), localizedPath(l, "/404", true)]),
  );
  const broken = [...status].filter(([url, code]) => {
    if (code >= 200 && code < 400) return false;
    return !(code === 404 && notFoundPaths.has(new URL(url, origin).pathname));
  });
  const problems = broken.map(
    ([url, code]) =>
      `${url.replace(origin, "")} answered ${code} — linked from ${(referrers.get(url) ?? "?").replace(origin, "")}`,
  );
  const unreachable = ROUTES.filter((r) => !reached.has(r.name) && r.status !== 404);
  // Utility and personal routes are reached through flows (a form, an e-mail, a payment), not
  // through links: the table marks them noindex or personal.
  const mustBeLinked = unreachable.filter((r) => !r.noindex && !r.personal);
  for (const r of mustBeLinked)
    problems.push(`route ${r.name} is not reachable by links from / in any locale`);
  const notes = unreachable
    .filter((r) => !mustBeLinked.includes(r))
    .map((r) => `route ${r.name} is not linked from / (allowed: ${r.personal ? "personal" : "noindex"})`);
  return {
    ok: problems.length === 0,
    summary: `${status.size} URLs crawled from / in ${LOCALES.length} locales: ${broken.length} broken, ${ROUTES.length - unreachable.length}/${ROUTES.length} routes reachable`,
    problems,
    notes,
  };
};
