/** The main navigation: message key and bare path, in display order. */
export const MAIN_NAV = [
  { key: "header.nav.features", to: "/features" },
  { key: "header.nav.pricing", to: "/pricing" },
  { key: "header.nav.download", to: "/download" },
  { key: "header.nav.servers", to: "/vpn-server" },
  { key: "header.nav.blog", to: "/blog" },
] as const;

/** Footer columns: a heading key and its links. */
export const FOOTER_COLUMNS = [
  {
    heading: "footer.product",
    links: [
      { key: "footer.links.features", to: "/features" },
      { key: "footer.links.pricing", to: "/pricing" },
      { key: "footer.links.download", to: "/download" },
      { key: "footer.links.servers", to: "/vpn-server" },
      { key: "footer.links.trial", to: "/vpn-trial" },
    ],
  },
  {
    heading: "footer.tools",
    links: [
      { key: "footer.links.whatIsMyIp", to: "/what-is-my-ip" },
      { key: "footer.links.webrtc", to: "/webrtc-leak-test" },
      { key: "footer.links.whatIsVpn", to: "/what-is-vpn" },
      { key: "footer.links.socialMedia", to: "/vpn-for-social-media" },
    ],
  },
  {
    heading: "footer.company",
    links: [
      { key: "footer.links.about", to: "/aboutus" },
      { key: "footer.links.blog", to: "/blog" },
      { key: "footer.links.press", to: "/press-room" },
      { key: "footer.links.affiliate", to: "/affiliate" },
      { key: "footer.links.contact", to: "/contact-us" },
      { key: "footer.links.status", to: "/status" },
    ],
  },
  {
    heading: "footer.legal",
    links: [
      { key: "footer.links.privacy", to: "/privacy-policy" },
      { key: "footer.links.terms", to: "/terms-of-service" },
      { key: "footer.links.termsUse", to: "/termsuse" },
      { key: "footer.links.cookies", to: "/cookie-policy-2025" },
    ],
  },
] as const;
