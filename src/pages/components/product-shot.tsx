import manifest from "../../catalog/app-screen-manifest.json";
import {
  APP_SCREENS,
  APP_SCREENS_PATH,
  type AppScreen,
  appScreenFile,
  CONNECTED_REGION,
  SCREEN_DENSITIES,
  SCREEN_FORMATS,
  type ScreenFormat,
} from "../../catalog/app-screens";
import { SERVER_REGIONS } from "../../catalog/server-regions";
import { DEFAULT_LOCALE } from "../../i18n/languages";
import { usePage } from "../page-context";

const HASHES: Readonly<Record<string, string>> = manifest;

const MIME: Record<ScreenFormat, string> = { avif: "image/avif", webp: "image/webp" };

export interface ProductShotProps {
  screen: AppScreen;
  /** The `sizes` of the placement: how wide the picture shows at each viewport. */
  sizes: string;
  /**
   * The largest picture above the fold (the page's LCP): loaded eagerly and first. Every other
   * picture is lazy, so a page pays for screenshots only when they scroll into view.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A screenshot of the app in the page's language (decision 182): AVIF then WebP, each at 1x and
 * 2x of the mock-up's width, with the intrinsic size stated so the layout never shifts.
 */
export function ProductShot({ screen, sizes, priority = false, className }: ProductShotProps) {
  const { t, language } = usePage();
  const hash = HASHES[language.code];
  const locale = hash ? language.code : DEFAULT_LOCALE;
  const url = (width: number, format: ScreenFormat) =>
    `${APP_SCREENS_PATH}/${locale}/${appScreenFile(screen, HASHES[locale] ?? "", width, format)}`;
  const { width, height } = APP_SCREENS[screen];
  const srcSet = (format: ScreenFormat) =>
    SCREEN_DENSITIES.map((density) => `${url(width * density, format)} ${width * density}w`).join(", ");
  const fallback = SCREEN_FORMATS[SCREEN_FORMATS.length - 1] ?? "webp";
  return (
    <picture
      className={
        className
          ? `product-shot product-shot--${screen} ${className}`
          : `product-shot product-shot--${screen}`
      }
    >
      {SCREEN_FORMATS.map((format) => (
        <source key={format} type={MIME[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={url(width, fallback)}
        width={width}
        height={height}
        alt={t(`app-screens.alt.${screen}`, {
          country: t(`location.countries.${SERVER_REGIONS[CONNECTED_REGION]}`),
        })}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
