import { SearchForm } from "../components/search-form";
import { usePage } from "../page-context";

interface Props {
  query?: string;
  /** The id of the text that says why there are no results, read with the field. */
  describedBy?: string;
  invalid?: boolean;
}

/** The help search, on the help pages' heroes and its results page. */
export function HelpSearchForm(props: Props) {
  const { t } = usePage();
  return (
    <SearchForm
      action="/help/search"
      id="help-search-query"
      label={t("help.search.label")}
      submit={t("help.search.submit")}
      placeholder={t("help.search.placeholder")}
      {...props}
    />
  );
}
