/** The platforms with a download page (`/download/{product}`), in the order the list shows them. */
export const DOWNLOAD_PRODUCTS = [
  "windows",
  "mac",
  "ios",
  "android",
  "chrome",
  "apple-tv",
  "smart-tv",
  "samsung-tv",
  "lg-tv",
] as const;

export type DownloadProduct = (typeof DOWNLOAD_PRODUCTS)[number];

/** Product names are brands and stay the same in every language. */
export const DOWNLOAD_PRODUCT_NAMES: Record<DownloadProduct, string> = {
  windows: "Windows",
  mac: "macOS",
  ios: "iOS",
  android: "Android",
  chrome: "Chrome",
  "apple-tv": "Apple TV",
  "smart-tv": "Smart TV",
  "samsung-tv": "Samsung TV",
  "lg-tv": "LG TV",
};
