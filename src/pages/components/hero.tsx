import type { ReactNode } from "react";

export interface HeroProps {
  title: string;
  intro: string;
  eyebrow?: string;
  children?: ReactNode;
  tone?: "dark" | "light";
}

/** The page's heading block: its one h1 and the introduction under it. */
export function Hero({ title, intro, eyebrow, children, tone = "light" }: HeroProps) {
  return (
    <section className={`hero hero--${tone}`}>
      <div className="container hero__inner">
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="hero__intro">{intro}</p>
        {children}
      </div>
    </section>
  );
}
