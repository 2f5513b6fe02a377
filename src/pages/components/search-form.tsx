import { Search } from "lucide-react";
import { localizedPath } from "../../i18n/locale-path";
import type { SitePath } from "../../routes/route-paths";
import { SEARCH_QUERY_MAX_LENGTH } from "../../shared/text-search";
import { usePage } from "../page-context";
import { Icon } from "./icon";

interface Props {
  /** The search page the form sends its query to. */
  action: SitePath;
  /** The field's id, unique on the page. */
  id: string;
  label: string;
  submit: string;
  placeholder?: string;
  query?: string;
  /** The id of the text that says why there are no results, read with the field. */
  describedBy?: string;
  invalid?: boolean;
}

/** A site search (the blog's, help's): a plain GET form, so it works without JavaScript. */
export function SearchForm({
  action,
  id,
  label,
  submit,
  placeholder,
  query = "",
  describedBy,
  invalid,
}: Props) {
  const { language } = usePage();
  return (
    <form className="search-form" method="get" action={localizedPath(language.code, action)}>
      <label htmlFor={id}>{label}</label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={placeholder}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="btn btn-primary">
          <Icon icon={Search} size={18} />
          {submit}
        </button>
      </div>
    </form>
  );
}
