import type { ReactNode } from "react";

export interface SectionProps {
  /** Anchor id; the heading gets `${id}-title` and labels the section. */
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  /** `soft`: pale grey ground; `dark`: night-blue ground with light text. */
  tone?: "plain" | "soft" | "dark";
  align?: "start" | "center";
  className?: string;
  children?: ReactNode;
}

/**
 * A page section: `<section class="section">` with a container, an h2 (`.section-title`), an
 * optional lead paragraph, then the children. Use one per content block under the page's h1.
 */
export function Section({
  id,
  title,
  lead,
  eyebrow,
  tone = "plain",
  align = "start",
  className = "",
  children,
}: SectionProps) {
  const classes = ["section", tone === "plain" ? "" : `section--${tone}`, className]
    .filter(Boolean)
    .join(" ");
  return (
    <section id={id} className={classes} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={align === "center" ? "section__head section__head--center" : "section__head"}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="section-title">
            {title}
          </h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
