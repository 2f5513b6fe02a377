import { ROUTED_LANGUAGES } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { usePage } from "../page-context";

/**
 * Plain links to the same page in each language: works without JavaScript, and the target sets
 * the LANGUAGE cookie on arrival. English links to `/en/...` so a stored other language cannot
 * bounce the visitor back.
 */
export function LanguageSwitcher() {
  const { language, barePath, search, t } = usePage();
  return (
    <details className="lang-switcher">
      {/* The globe alone: the longest languages' names leave no room for the call to action. The
          name stays in the accessible name ("Language Français"). */}
      <summary>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="visually-hidden">
          {t("header.language")} <span lang={language.iso}>{language.name}</span>
        </span>
      </summary>
      <ul className="lang-switcher__list">
        {ROUTED_LANGUAGES.map((l) => (
          <li key={l.code}>
            <a
              href={localizedPath(l.code, barePath, true) + search}
              hrefLang={l.iso}
              lang={l.iso}
              aria-current={l.code === language.code ? "true" : undefined}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
