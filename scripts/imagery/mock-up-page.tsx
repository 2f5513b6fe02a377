import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import type { AppScreen } from "../../src/catalog/app-screens";
import { languageOf } from "../../src/i18n/languages";
import { DesktopScreen } from "./desktop-screen";
import { PhoneScreen } from "./phone-screen";
import type { ScreenInput } from "./screen-texts";
import { TvScreen } from "./tv-screen";

const SCREENS = { desktop: DesktopScreen, phone: PhoneScreen, tv: TvScreen } as const satisfies Record<
  AppScreen,
  unknown
>;

/** One mock-up as a whole document in its locale's language and direction, styles inlined. */
export function mockUpPage(screen: AppScreen, input: ScreenInput): string {
  const language = languageOf(input.locale);
  const Screen = SCREENS[screen];
  const styles = ["client/styles/tokens.css", "scripts/imagery/mock-ups.css"]
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");
  const body = renderToStaticMarkup(<Screen {...input} />);
  return `<!doctype html><html lang="${language.iso}" dir="${language.dir}"><head><meta charset="utf-8"><style>${styles}</style></head><body>${body}</body></html>`;
}
