/** Social networks with a `/vpn-for-social-media/{id}` explainer. Names are brands. */
export const SOCIAL_PLATFORMS = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  twitter: "X (Twitter)",
  snapchat: "Snapchat",
  discord: "Discord",
} as const;

export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS;

export const SOCIAL_PLATFORM_IDS = Object.keys(SOCIAL_PLATFORMS) as SocialPlatform[];
