import {
  ArrowDown,
  ArrowUp,
  BatteryFull,
  ChevronRight,
  Globe,
  House,
  Settings,
  ShieldCheck,
  SignalHigh,
  Wifi,
} from "lucide-react";
import { Flag, Glyph, Ltr, Mark } from "./mock-up-parts";
import { connectedPlace, sessionValues } from "./mock-up-values";
import { PowerButton } from "./power-button";
import type { ScreenInput } from "./screen-texts";

/** The phone app's home screen, connected: one big button, where you are and what it hides. */
export function PhoneScreen({ locale, texts, brand, countries }: ScreenInput) {
  const here = connectedPlace(locale, countries);
  const values = sessionValues(locale);
  return (
    <div className="phone">
      <div className="phone__screen">
        <div className="phone__status" aria-hidden="true">
          <Ltr>{values.clock}</Ltr>
          <span className="phone__island" />
          <span className="phone__icons">
            <Glyph icon={SignalHigh} size={14} stroke={2.6} />
            <Glyph icon={Wifi} size={14} stroke={2.6} />
            <Glyph icon={BatteryFull} size={16} stroke={2} />
          </span>
        </div>
        <header className="phone__head">
          <span className="phone__brand">
            <Mark size={20} />
            {brand}
          </span>
          <span className="pill pill--on pill--small">
            <i className="dot" />
            {texts.connected}
          </span>
        </header>
        <div className="phone__hero">
          <PowerButton size={132} />
          <p className="phone__state">
            <Glyph icon={ShieldCheck} size={16} />
            {texts.protected}
          </p>
          <p className="phone__timer">
            <Ltr>{values.session}</Ltr>
          </p>
        </div>
        <div className="card phone__place">
          <Flag code={here.code} size={30} />
          <span className="phone__where">
            <small>{texts.location}</small>
            <strong>{here.name}</strong>
          </span>
          <span className="phone__change">
            {texts.change}
            <Glyph icon={ChevronRight} size={14} directional />
          </span>
        </div>
        <div className="card phone__facts">
          <div className="phone__ip">
            <small>{texts.yourIp}</small>
            <strong>
              <Ltr>{values.ip}</Ltr>
            </strong>
          </div>
          <div>
            <small>
              <Glyph icon={ArrowDown} size={11} />
              {texts.download}
            </small>
            <strong>{values.download}</strong>
          </div>
          <div>
            <small>
              <Glyph icon={ArrowUp} size={11} />
              {texts.upload}
            </small>
            <strong>{values.upload}</strong>
          </div>
        </div>
        <div className="card phone__switch">
          <Glyph icon={ShieldCheck} size={18} />
          <span>{texts.killSwitch}</span>
          <span className="toggle is-on" aria-hidden="true">
            <i />
          </span>
        </div>
        <nav className="phone__tabs" aria-hidden="true">
          <span className="is-active">
            <Glyph icon={House} size={18} />
            {texts.home}
          </span>
          <span>
            <Glyph icon={Globe} size={18} />
            {texts.locations}
          </span>
          <span>
            <Glyph icon={Settings} size={18} />
            {texts.settings}
          </span>
        </nav>
      </div>
    </div>
  );
}
