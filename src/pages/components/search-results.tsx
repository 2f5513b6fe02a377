import type { ReactNode } from "react";
import type { SitePath } from "../../routes/route-paths";
import type { Segment } from "../../shared/text-search";
import { Highlighted } from "./highlighted";
import { LocalLink } from "./local-link";

/** The ranked results of a site search, in order. */
export function SearchResults({ children }: { children: ReactNode }) {
  return <ol className="search-results">{children}</ol>;
}

interface ResultProps {
  to: SitePath;
  title: readonly Segment[];
  snippet: readonly Segment[];
  /** A line above the title (help: the topic). */
  kicker?: ReactNode;
  /** Below the snippet (blog: date and reading time). */
  footer?: ReactNode;
}

/** One result: its title linking the page, the snippet, the matches marked in both. */
export function SearchResult({ to, title, snippet, kicker, footer }: ResultProps) {
  return (
    <li className="search-result">
      {kicker ? <p className="search-result__kicker">{kicker}</p> : null}
      <h3>
        <LocalLink to={to}>
          <Highlighted segments={title} />
        </LocalLink>
      </h3>
      <p className="search-result__snippet">
        <Highlighted segments={snippet} />
      </p>
      {footer}
    </li>
  );
}

interface OutcomeProps {
  /** The id the search field's aria-describedby names. */
  id: string;
  message: string;
  error: boolean;
  /** What to try next, below the message. */
  hint?: string;
  /** The way back to browsing. */
  children: ReactNode;
}

/** Why a search shows no results: a prompt, nothing found, or a query refused (an alert). */
export function SearchOutcome({ id, message, error, hint, children }: OutcomeProps) {
  return (
    <div className={error ? "empty-state empty-state--error" : "empty-state"}>
      <p id={id} role={error ? "alert" : "status"}>
        {message}
      </p>
      {hint ? <p>{hint}</p> : null}
      {children}
    </div>
  );
}
