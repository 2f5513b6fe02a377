import { Search } from "lucide-react";
import { localizedPath } from "../../i18n/locale-path";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { Icon } from "../components/icon";
import { usePage } from "../page-context";

interface Props {
  query?: string;
  /** The id of the text that says why there are no results, read with the field. */
  describedBy?: string;
  invalid?: boolean;
}

/** The help search: a plain GET form to /help/search, so it works without JavaScript. */
export function HelpSearchForm({ query = "", describedBy, invalid = false }: Props) {
  const { t, language } = usePage();
  return (
    <form className="help-search" method="get" action={localizedPath(language.code, "/help/search")}>
      <label htmlFor="help-search-query">{t("help.search.label")}</label>
      <div className="help-search__row">
        <input
          id="help-search-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t("help.search.placeholder")}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="btn btn-primary">
          <Icon icon={Search} size={18} />
          {t("help.search.submit")}
        </button>
      </div>
    </form>
  );
}
