import { ROUTES } from "../../routes/table";
import { usePage } from "../page-context";

/** Personal routes as bare path prefixes: `/pricing/checkout/:id?` → `/pricing/checkout`. */
const PERSONAL_PATHS = ROUTES.filter((route) => route.personal).map((route) =>
  route.pattern.replace(/\/:.*$/, ""),
);

/** The instant-navigation script (client/instant-navigation.ts), told which pages to leave alone. */
export function InstantNavigation() {
  const { assets, nonce } = usePage();
  return (
    <script
      type="module"
      src={assets.instantNavigation}
      nonce={nonce}
      async
      data-instant-navigation=""
      data-personal={JSON.stringify(PERSONAL_PATHS)}
    />
  );
}
