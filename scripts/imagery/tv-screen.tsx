import { Check, Power } from "lucide-react";
import { CONNECTED_REGION } from "../../src/catalog/app-screens";
import { Flag, Glyph, Ltr, Mark } from "./mock-up-parts";
import { connectedPlace, places, sessionValues } from "./mock-up-values";
import type { ScreenInput } from "./screen-texts";

/** Locations the TV grid has room for: three rows of three. */
const GRID_SIZE = 9;

/** The TV app: the connection on the left, locations as tiles a remote moves between. */
export function TvScreen({ locale, texts, brand, countries }: ScreenInput) {
  const here = connectedPlace(locale, countries);
  const values = sessionValues(locale);
  const others = places(locale, countries).filter(({ region }) => region !== CONNECTED_REGION);
  const tiles = [here, ...others].slice(0, GRID_SIZE);
  return (
    <div className="tv">
      <div className="tv__screen">
        <section className="tv__side">
          <span className="tv__brand">
            <Mark size={22} light />
            {brand}
          </span>
          <span className="pill pill--on pill--dark">
            <i className="dot" />
            {texts.connected}
          </span>
          <p className="tv__to">{texts.location}</p>
          <p className="tv__place">
            <Flag code={here.code} size={30} />
            <strong>{here.name}</strong>
          </p>
          <dl className="tv__facts">
            <div>
              <dt>{texts.yourIp}</dt>
              <dd>
                <Ltr>{values.ip}</Ltr>
              </dd>
            </div>
            <div>
              <dt>{texts.session}</dt>
              <dd>
                <Ltr>{values.session}</Ltr>
              </dd>
            </div>
          </dl>
          <span className="tv__button is-focused">
            <Glyph icon={Power} size={16} stroke={2.6} />
            {texts.disconnect}
          </span>
        </section>
        <section className="tv__grid">
          <p className="tv__label">{texts.allLocations}</p>
          <ul>
            {tiles.map((place) => (
              <li key={place.region} className={place.region === CONNECTED_REGION ? "is-current" : undefined}>
                <Flag code={place.code} size={34} />
                <span>{place.name}</span>
                {place.region === CONNECTED_REGION ? (
                  <span className="tv__check">
                    <Glyph icon={Check} size={12} stroke={3} />
                  </span>
                ) : (
                  <small>
                    <Ltr>{place.latency}</Ltr>
                  </small>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
