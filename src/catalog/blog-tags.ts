/**
 * The blog's tags. An article may only carry these (checked when the content is built), and an
 * unknown tag in a URL answers 404. Labels live in `locales/<lang>/blog-nav.json` under `tags`.
 */
export const BLOG_TAGS = [
  "no-logs",
  "public-wifi",
  "streaming",
  "webrtc",
  "protocols",
  "kill-switch",
  "split-tunneling",
  "routers",
  "smart-tv",
  "travel",
  "buying-guide",
  "ad-blocking",
  "tor",
  "encryption",
  "mobile",
] as const;

export type BlogTag = (typeof BLOG_TAGS)[number];
