import { ArrowDown, ArrowUp, Check, Clock, Home, MapPin, Search, Settings, Zap } from "lucide-react";
import { CONNECTED_REGION } from "../../src/catalog/app-screens";
import { Flag, Glyph, Ltr, Mark, Signal } from "./mock-up-parts";
import { connectedPlace, places, sessionValues } from "./mock-up-values";
import { PowerButton } from "./power-button";
import type { ScreenInput } from "./screen-texts";

/** The desktop app's main window: the location list beside the connected state. */
export function DesktopScreen({ locale, texts, brand, countries }: ScreenInput) {
  const here = connectedPlace(locale, countries);
  const values = sessionValues(locale);
  // The connected location heads the list, as the app keeps the current one in view.
  const listed = [here, ...places(locale, countries).filter(({ region }) => region !== CONNECTED_REGION)];
  return (
    <div className="desktop">
      <div className="desktop__bar">
        <span className="desktop__lights" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span className="desktop__title">
          <Mark size={16} />
          {brand}
        </span>
      </div>
      <div className="desktop__body">
        <nav className="desktop__rail" aria-hidden="true">
          <span className="is-active">
            <Glyph icon={Home} size={18} />
          </span>
          <span>
            <Glyph icon={MapPin} size={18} />
          </span>
          <span>
            <Glyph icon={Settings} size={18} />
          </span>
        </nav>
        <aside className="desktop__list">
          <div className="search">
            <Glyph icon={Search} size={14} />
            <span>{texts.search}</span>
          </div>
          <div className="row row--fastest">
            <span className="row__icon">
              <Glyph icon={Zap} size={14} />
            </span>
            <span className="row__name">{texts.fastest}</span>
          </div>
          <p className="list-label">{texts.allLocations}</p>
          <ul>
            {listed.map((place, index) => (
              <li key={place.region} className={place.region === CONNECTED_REGION ? "row is-current" : "row"}>
                <Flag code={place.code} size={22} />
                <span className="row__name">{place.name}</span>
                {place.region === CONNECTED_REGION ? (
                  <span className="row__check">
                    <Glyph icon={Check} size={14} stroke={3} />
                  </span>
                ) : (
                  <Signal level={4 - (index % 3)} />
                )}
              </li>
            ))}
          </ul>
        </aside>
        <main className="desktop__main">
          <div className="desktop__top">
            <span className="pill pill--on">
              <i className="dot" />
              {texts.connected}
            </span>
            <span className="toggle-label">
              {texts.killSwitch}
              <span className="toggle is-on" aria-hidden="true">
                <i />
              </span>
            </span>
          </div>
          <PowerButton size={132} />
          <div className="desktop__place">
            <Flag code={here.code} size={28} />
            <strong>{here.name}</strong>
          </div>
          <p className="desktop__ip">
            {texts.yourIp} <Ltr>{values.ip}</Ltr>
          </p>
          <dl className="stats">
            <div>
              <dt>
                <Glyph icon={Clock} size={13} />
                {texts.session}
              </dt>
              <dd>
                <Ltr>{values.session}</Ltr>
              </dd>
            </div>
            <div>
              <dt>
                <Glyph icon={ArrowDown} size={13} />
                {texts.download}
              </dt>
              <dd>{values.download}</dd>
            </div>
            <div>
              <dt>
                <Glyph icon={ArrowUp} size={13} />
                {texts.upload}
              </dt>
              <dd>{values.upload}</dd>
            </div>
          </dl>
        </main>
      </div>
    </div>
  );
}
