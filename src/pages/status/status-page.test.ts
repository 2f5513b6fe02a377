import { describe, expect, it } from "vitest";
import { asHtml } from "../../../test/support/html-text";
import { ONLY_INSTANT_NAVIGATION, programsIn } from "../../../test/support/page-scripts";
import { BOT_UA, get } from "../../../test/support/request";
import { CONSENT_COOKIE } from "../../catalog/cookies";
import { SERVER_REGIONS } from "../../catalog/server-regions";
import { INCIDENTS, overallState, regionStatuses } from "../../catalog/service-status";
import { formatDate, formatDateTime, formatList } from "../../i18n/format";
import { DEFAULT_LOCALE, type Locale, ROUTED_LANGUAGES } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { createTranslator, loadMessages } from "../../i18n/messages";
import { CONSENT_VALUE } from "../../shared/consent";

// A crawler that has answered the cookie banner: the banner (an island) is not part of the page.
const asCrawler = { "User-Agent": BOT_UA, Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}` };
const variants = [
  { prefix: "", locale: DEFAULT_LOCALE as Locale },
  ...ROUTED_LANGUAGES.map((l) => ({ prefix: `/${l.code}`, locale: l.code as Locale })),
];

const translatorOf = async (locale: Locale) =>
  createTranslator(locale, await loadMessages(locale, ["status", "footer", "location", "vpn-server"]));

describe("the service status page", () => {
  it.each(variants)(
    "'$prefix/status' lists every region with its state and the incidents, newest first",
    async ({ prefix, locale }) => {
      const response = await get(`${prefix}/status`, asCrawler);
      expect(response.status).toBe(200);
      const html = await response.text();
      const t = await translatorOf(locale);
      expect(html).toContain(`<h1>${asHtml(t("status.title"))}</h1>`);
      const statuses = regionStatuses();
      const banner = /<p class="status-banner status-banner--(\w+)">([\s\S]*?)<\/p>/.exec(html);
      expect(banner?.[1]).toBe(overallState(statuses));
      expect(banner?.[2]).toContain("<svg");
      expect(banner?.[2]).toContain(asHtml(t(`status.overall.${overallState(statuses)}`)));
      const regions = [...html.matchAll(/<li class="status-region">([\s\S]*?)<\/li>/g)].map(
        (m) => m[1] ?? "",
      );
      expect(regions).toHaveLength(statuses.length);
      statuses.forEach(({ region, state }, index) => {
        const item = regions[index] ?? "";
        expect(item).toContain(asHtml(t(`location.countries.${SERVER_REGIONS[region]}`)));
        // The state is written out next to its icon, never shown by colour alone.
        expect(item).toMatch(
          new RegExp(
            `<span class="status-state status-state--${state}"><svg[^>]*>[\\s\\S]*?</svg>${asHtml(t(`status.states.${state}`))}</span>`,
          ),
        );
      });
      const titles = [...html.matchAll(/<h3 id="incident-([^"]+)">/g)].map((m) => m[1]);
      expect(titles).toEqual(
        [...INCIDENTS].sort((a, b) => Date.parse(b.started) - Date.parse(a.started)).map((i) => i.id),
      );
      for (const incident of INCIDENTS) {
        expect(html).toContain(asHtml(t(`status.incidents.${incident.id}.title`)));
        expect(html).toContain(asHtml(t(`status.incidents.${incident.id}.summary`)));
        const places = incident.regions.map((region) => t(`location.countries.${SERVER_REGIONS[region]}`));
        expect(html).toContain(asHtml(t("status.history.regions", { places: formatList(places, locale) })));
        expect(html).toContain(
          `<time dateTime="${incident.started}">${asHtml(formatDate(new Date(incident.started), locale))}</time>`,
        );
        expect(html).toContain(
          `<time dateTime="${incident.resolved}">${asHtml(formatDateTime(new Date(incident.resolved), locale))}</time>`,
        );
      }
      // A content page: no React, no program but instant navigation (decision 060).
      expect(programsIn(html)).toEqual(ONLY_INSTANT_NAVIGATION);
    },
  );

  it.each(variants)(
    "the footer and the server list link the status page at '$prefix'",
    async ({ prefix, locale }) => {
      const t = await translatorOf(locale);
      const href = localizedPath(locale, "/status");
      const link = `<a href="${href}">${asHtml(t("footer.links.status"))}</a>`;
      const home = await (await get(prefix || "/", asCrawler)).text();
      expect(/<footer[\s\S]*<\/footer>/.exec(home)?.[0]).toContain(link);
      const servers = await (await get(`${prefix}/vpn-server`, asCrawler)).text();
      expect(/<main[\s\S]*<\/main>/.exec(servers)?.[0]).toContain(
        `<a href="${href}">${asHtml(t("vpn-server.statusLink"))}`,
      );
    },
  );
});
