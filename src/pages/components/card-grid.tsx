import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SitePath } from "../../routes/route-paths";
import { Icon } from "./icon";
import { LocalLink } from "./local-link";

export interface CardItem {
  /** React key; also unique within the grid. */
  id: string;
  title: string;
  text: ReactNode;
  icon?: LucideIcon;
  /** A site path (bare, e.g. `/download/ios`): the whole card becomes that link. */
  to?: SitePath;
  /** Extra content under the text (badges, a list). */
  extra?: ReactNode;
}

/**
 * A responsive grid of cards (`ul.card-grid > li.card`), each with an optional icon tile, an h3
 * and text. A card with `to` is one link (the heading's link stretches over the card).
 * `columns={2}` makes wider cards.
 */
export function CardGrid({
  items,
  columns,
  accent = false,
}: {
  items: readonly CardItem[];
  columns?: 2;
  accent?: boolean;
}) {
  return (
    <ul className={columns === 2 ? "card-grid card-grid--2" : "card-grid"}>
      {items.map((item) => (
        <li key={item.id} className={item.to ? "card card--link" : "card"}>
          {item.icon ? (
            <span className={accent ? "icon-tile icon-tile--accent" : "icon-tile"}>
              <Icon icon={item.icon} />
            </span>
          ) : null}
          <h3>{item.to ? <LocalLink to={item.to}>{item.title}</LocalLink> : item.title}</h3>
          {typeof item.text === "string" ? <p>{item.text}</p> : item.text}
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
