import { Power } from "lucide-react";
import { Glyph } from "./mock-up-parts";

/** The connect button in its connected state: lit, with the glow of an open tunnel. */
export function PowerButton({ size }: { size: number }) {
  return (
    <span className="power" style={{ width: size, height: size }}>
      <span className="power__ring" />
      <span className="power__core">
        <Glyph icon={Power} size={Math.round(size * 0.3)} stroke={2.4} />
      </span>
    </span>
  );
}
