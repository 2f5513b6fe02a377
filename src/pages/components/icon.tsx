import type { LucideIcon } from "lucide-react";

/**
 * A lucide icon as inline SVG, rendered on the server (no client JS, no request). Decorative by
 * default (lucide sets aria-hidden when no label is given); it takes the text colour.
 * Usage: `import { ShieldCheck } from "lucide-react"; <Icon icon={ShieldCheck} />`.
 * `directional` mirrors arrows and chevrons in right-to-left pages.
 */
export function Icon({
  icon: Glyph,
  size = 24,
  directional = false,
  className = "",
}: {
  icon: LucideIcon;
  size?: number;
  directional?: boolean;
  className?: string;
}) {
  const classes = ["icon", directional ? "icon--directional" : "", className].filter(Boolean).join(" ");
  return <Glyph className={classes} size={size} focusable="false" />;
}
