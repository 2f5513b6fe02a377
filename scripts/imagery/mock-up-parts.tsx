import { readFileSync } from "node:fs";
import type { LucideIcon } from "lucide-react";

/** The site's flags (vite.config.ts serves the same files as /flags/{CC}.svg). */
const FLAGS_DIR = "node_modules/country-flag-icons/3x2";

/** A country's flag as the site draws it (country-flag-icons, 3:2), inlined: the page loads nothing. */
export function Flag({ code, size }: { code: string; size: number }) {
  const svg = readFileSync(`${FLAGS_DIR}/${code}.svg`);
  return (
    <img
      className="flag"
      src={`data:image/svg+xml;base64,${svg.toString("base64")}`}
      width={size}
      height={Math.round((size * 2) / 3)}
      alt=""
    />
  );
}

/** A lucide icon at a size; `directional` ones turn round in right-to-left screens. */
export function Glyph({
  icon: Icon,
  size = 16,
  directional,
  stroke = 2,
}: {
  icon: LucideIcon;
  size?: number;
  directional?: boolean;
  stroke?: number;
}) {
  return (
    <Icon
      className={directional ? "glyph glyph--directional" : "glyph"}
      width={size}
      height={size}
      strokeWidth={stroke}
      aria-hidden="true"
    />
  );
}

/** The app's mark: the shield of the site's logo (public/media/vpn-master-logo.svg). */
export function Mark({ size, light }: { size: number; light?: boolean }) {
  return (
    <svg className="mark" viewBox="3 1 26 30" width={size} height={size} aria-hidden="true">
      <path
        d="M16 2 4 6.5v8.2C4 22.4 9.1 28.6 16 30c6.9-1.4 12-7.6 12-15.3V6.5L16 2Z"
        fill={light ? "#fff" : "#2f6bff"}
      />
      <path
        d="m10.5 16.2 3.8 3.8 7.4-7.6"
        fill="none"
        stroke={light ? "#2f6bff" : "#fff"}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An address or number that reads left to right inside any line. */
export function Ltr({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="ltr">
      {children}
    </bdi>
  );
}

/** Four bars, `level` of them lit: how strong a location's link is. */
export function Signal({ level }: { level: number }) {
  return (
    <span className="signal" aria-hidden="true">
      {[1, 2, 3, 4].map((bar) => (
        <i key={bar} className={bar <= level ? "on" : undefined} style={{ height: 3 + bar * 2.5 }} />
      ))}
    </span>
  );
}
