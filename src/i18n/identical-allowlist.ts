/**
 * Message keys whose value may equal the English one without being untranslated: brand names,
 * and words a language spells the same (country names, "Blog", "Menu"). `*` ends a key prefix;
 * the `all` list applies to every locale.
 */
export const IDENTICAL_ALLOWED: Record<string, readonly string[]> = {
  all: [
    "common.brand",
    "common.ok",
    "location.countries.*",
    // City names: many are spelled alike across languages (New York, Seoul, Jakarta).
    "vpn-server.cities.*",
    "vpn-server-detail.cityNames.*",
    // "Streaming" is the everyday word in most of these languages.
    "vpn-server-detail.streamingTitle",
    "affiliate.tracking.networks.cj",
    "affiliate.tracking.networks.admitad",
    // "Cookie" is the word itself in most languages.
    "affiliate.tracking.columns.cookie",
    // A comma is a comma in most scripts; the AS number template is notation, not words.
    "what-is-my-ip.placeSeparator",
    "what-is-my-ip.networkValue",
    // Browser names are brands.
    ...["chrome", "firefox", "safari", "edge", "brave"].map((b) => `webrtc-leak-test.fix.browsers.${b}.name`),
    // An article's head is its own title and description; category names are interpolated.
    "blog-article.meta.*",
    // The help pages' heads are filled by each page from its own title and description.
    "help.meta.*",
    "blog-category.title",
    "blog-nav.tags.webrtc",
    "blog-nav.tags.tor",
    // Receipt templates are notation around the brand: "{{label}}: {{value}}", "VPN Master VIP, {{term}}",
    // "{{from}} – {{to}}".
    "billing.receipt.line",
    "billing.receipt.plan",
    "billing.receipt.period",
    // "≈ {{amount}}": a sign and the visitor's own amount, notation in every script.
    "pricing.localHint.approx",
    // The app screens' labels as the apps show them: "Kill switch", "Download", "Upload", "Home"
    // and "Session" are the words several languages' apps use as they are (decision 182).
    "app-screens.screen.killSwitch",
    "app-screens.screen.download",
    "app-screens.screen.upload",
    "app-screens.screen.home",
    "app-screens.screen.session",
  ],
  // Loanwords these languages use as they are (Streaming, Kill switch, Smart TV, Blog).
  // "Status" is the everyday word in German, Dutch and Brazilian Portuguese too.
  // "Passkeys" is the word German and Dutch use (Apple, Google and Microsoft say it so).
  de: [
    "blog-nav.tags.streaming",
    "myaccount.twoFactor.status",
    "billing.receipt.labels.status",
    "myaccount.passkeys.title",
  ],
  it: [
    // Italian uses the English word for a password.
    "account.password",
    "blog-nav.tags.streaming",
    "blog-nav.tags.kill-switch",
    "blog-nav.tags.smart-tv",
    "blog-nav.breadcrumbs.blog",
    // The native review gave each place one name, the one Italian sites use: Blog, Menu, Privacy, Kill switch.
    "header.nav.blog",
    "footer.links.blog",
    "blog.meta.title",
    "header.menu",
    "blog-nav.categories.privacy",
    "features.overview.items.killSwitch.title",
  ],
  nl: [
    // "1 continent": the Dutch word is spelled as the English one.
    "press-room.releases.items.newRegions.continents_one",
    "vpn-trial.sections.included.continents_one",
    "myaccount.passkeys.title",
    "blog-nav.tags.routers",
    "blog-nav.breadcrumbs.blog",
    // The native review gave the blog one name in the menus, as in the breadcrumbs: Blog.
    "header.nav.blog",
    "footer.links.blog",
    "myaccount.twoFactor.status",
    "billing.receipt.labels.status",
  ],
  pl: [
    // The native review gave the blog one name, Blog, in the menu, footer and breadcrumbs, and
    // streaming one name, as in the tag.
    "header.nav.blog",
    "footer.links.blog",
    "blog-nav.categories.streaming",
    "blog-nav.tags.streaming",
    "blog-nav.tags.kill-switch",
    // Kill switch: the name the tag, the article and the download pages use, not "wyłącznik awaryjny".
    "features.overview.items.killSwitch.title",
    "blog-nav.tags.smart-tv",
    "blog-nav.breadcrumbs.blog",
    // "1 region": the Polish word is spelled as the English one.
    "home.stats.regions.value_one",
    // "Plan" and "Status" are the Polish words on a receipt.
    "billing.receipt.labels.plan",
    "billing.receipt.labels.status",
  ],
  pt: [
    "myaccount.twoFactor.status",
    "blog-nav.tags.streaming",
    "blog-nav.tags.kill-switch",
    "blog-nav.tags.smart-tv",
    "blog-nav.breadcrumbs.blog",
  ],
  ru: ["blog-nav.tags.kill-switch", "blog-nav.tags.smart-tv"],
  tr: [
    // "Blog" is the Turkish word (Türk Dil Kurumu lists it); one name in the menu, footer and breadcrumbs.
    "header.nav.blog",
    "footer.links.blog",
    "blog-nav.breadcrumbs.blog",
    // "1 platform": the Turkish word is spelled as the English one (a noun after a number stays singular).
    "home.stats.platforms.value_one",
  ],
  es: [
    "header.nav.blog",
    "footer.links.blog",
    "blog-nav.tags.streaming",
    "blog-nav.tags.kill-switch",
    // The feature's one name in Spanish, as the apps, the blog tag and the download pages write it.
    "features.overview.items.killSwitch.title",
    "blog-nav.tags.routers",
    "blog-nav.tags.smart-tv",
    "blog-nav.breadcrumbs.blog",
    // "Plan" is the Spanish word on a receipt.
    "billing.receipt.labels.plan",
  ],
  fr: [
    // "1 continent", "5 continents": the French words are spelled as the English ones.
    "press-room.releases.items.newRegions.continents_one",
    "press-room.releases.items.newRegions.continents_other",
    "vpn-trial.sections.included.continents_one",
    "vpn-trial.sections.included.continents_other",
    // "Maintenance" is the French word for it, on a status page as anywhere.
    "status.states.maintenance",
    "header.nav.blog",
    "footer.links.blog",
    "header.menu",
    "location.regions.europe",
    "blog-nav.tags.streaming",
    "blog-nav.tags.kill-switch",
    // French VPN apps, the blog and the FAQ name the feature "kill switch" (locales/fr/GLOSSARY.md).
    "features.overview.items.killSwitch.title",
    "blog-nav.tags.smart-tv",
    "blog-nav.tags.mobile",
    "blog-nav.breadcrumbs.blog",
    // "Date" is the French word on a receipt.
    "billing.receipt.labels.date",
  ],
  id: [
    // Indonesian uses these loanwords as they are: “Blog”, “Menu”, “Streaming”, “Smart TV”, “Logo”,
    // “Status”, and “kill switch” (the name Indonesian VPN apps give the feature; locales/id/GLOSSARY.md).
    "header.nav.blog",
    "footer.links.blog",
    "blog.meta.title",
    "blog-nav.breadcrumbs.blog",
    "header.menu",
    "blog-nav.categories.streaming",
    "blog-nav.tags.streaming",
    "blog-nav.tags.smart-tv",
    "features.overview.items.killSwitch.title",
    "press-room.mediaKit.logos.title",
    "myaccount.twoFactor.status",
    "billing.receipt.labels.status",
  ],
  ms: [
    // "Blog" and "Menu" are the Malay words Malaysian sites use (Kamus Dewan lists both).
    "header.nav.blog",
    "footer.links.blog",
    "blog.meta.title",
    "blog-nav.breadcrumbs.blog",
    "header.menu",
    // "Status" is the Malay word for it, in the account page and on a receipt.
    "myaccount.twoFactor.status",
    "billing.receipt.labels.status",
  ],
};

export function identicalIsAllowed(locale: string, key: string): boolean {
  return [...(IDENTICAL_ALLOWED.all ?? []), ...(IDENTICAL_ALLOWED[locale] ?? [])].some((pattern) =>
    pattern.endsWith("*") ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}
