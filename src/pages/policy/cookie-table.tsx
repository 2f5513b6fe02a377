import { COOKIE_CATEGORIES, COOKIE_INVENTORY } from "../../catalog/cookie-inventory";
import { usePage } from "../page-context";
import { cookieLifetime } from "./cookie-lifetime";

/** The cookie policy's section (an id in its messages) that holds the tables. */
export const COOKIE_LIST_SECTION = "cookie-list";

/** The cookie policy's list of every cookie, one table per consent category, from the catalog. */
export function CookieTable() {
  const { t, language } = usePage();
  const column = (key: string) => t(`cookie-policy.table.${key}`);
  return (
    <div className="cookie-tables">
      {COOKIE_CATEGORIES.map((category) => {
        const cookies = COOKIE_INVENTORY.filter((cookie) => cookie.category === category);
        if (cookies.length === 0) return null;
        return (
          <table key={category} className="cookie-table" id={`cookies-${category}`}>
            <caption>
              <strong>{t(`cookie-policy.categories.${category}.name`)}</strong>{" "}
              {t(`cookie-policy.categories.${category}.description`)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{column("name")}</th>
                <th scope="col">{column("purpose")}</th>
                <th scope="col">{column("lifetime")}</th>
                <th scope="col">{column("party")}</th>
              </tr>
            </thead>
            <tbody>
              {cookies.map((cookie) => (
                <tr key={cookie.name} data-cookie={cookie.name}>
                  <th scope="row" data-label={column("name")}>
                    <code dir="ltr">{cookie.name}</code>
                  </th>
                  <td data-label={column("purpose")}>{t(`cookie-policy.cookies.${cookie.name}`)}</td>
                  <td data-label={column("lifetime")}>
                    {cookieLifetime(cookie.maxAge, language.code) ?? column("session")}
                  </td>
                  <td data-label={column("party")}>
                    {column(cookie.party === "first" ? "firstParty" : "thirdParty")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
