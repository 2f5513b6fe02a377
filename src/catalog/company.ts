/** The company's public addresses and brand assets: one home for each (about, press, affiliate, contact). */
export const COMPANY_EMAILS = {
  support: "support@vpnmaster.com",
  press: "press@vpnmaster.com",
  partners: "affiliates@vpnmaster.com",
} as const;

/**
 * Business days in which a person on the support team answers every message (most get an answer
 * within hours). The help section, the contact page and the seller block of the footer state it
 * from here, as a counted message.
 */
export const SUPPORT_REPLY_BUSINESS_DAYS = 1;

/**
 * Business days in which the press contact answers a journalist's enquiry (the press room states
 * it). Its own constant because it is a promise of another team, which today keeps the same pace
 * as support.
 */
export const PRESS_REPLY_BUSINESS_DAYS = 1;

/** The logo files of the media kit, served from public/. */
export const BRAND_LOGOS = [
  { id: "colour", path: "/media/vpn-master-logo.svg" },
  { id: "white", path: "/media/vpn-master-logo-white.svg" },
] as const;

/** The brand colours of the media kit; the site's CSS tokens of the same names use these values. */
export const BRAND_COLOURS = [
  { id: "brand", hex: "#2F6BFF" },
  { id: "night", hex: "#0B1736" },
  { id: "accent", hex: "#19C39A" },
  { id: "paper", hex: "#F5F7FC" },
] as const;
