import { AU, BR, CA, DE, FR, GB, HK, ID, IN, IT, JP, KR, SG, US } from "country-flag-icons/string/3x2";
import type { SERVER_REGIONS } from "../../catalog/server-regions";

type CountryCode = (typeof SERVER_REGIONS)[keyof typeof SERVER_REGIONS];

/** The SVG flags of the server countries (country-flag-icons, 3:2), only these end up in the bundle. */
const FLAGS: Record<CountryCode, string> = { AU, BR, CA, DE, FR, GB, HK, ID, IN, IT, JP, KR, SG, US };

/**
 * A country's flag inline, sized up front so nothing shifts while it paints. Decorative: the
 * country's name always stands beside it.
 */
export function CountryFlag({ code, width = 36 }: { code: CountryCode; width?: number }) {
  const svg = FLAGS[code].replace(
    "<svg ",
    `<svg width="${width}" height="${Math.round((width * 2) / 3)}" aria-hidden="true" focusable="false" `,
  );
  return <span className="flag" dangerouslySetInnerHTML={{ __html: svg }} />;
}
