import type { AnchorHTMLAttributes } from "react";
import { localizedPath } from "../../i18n/locale-path";
import type { SitePath } from "../../routes/route-paths";
import { usePage } from "../page-context";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: SitePath };

/** A link to a site path in the page's own language. */
export function LocalLink({ to, ...rest }: Props) {
  const { language } = usePage();
  return <a href={localizedPath(language.code, to)} {...rest} />;
}
