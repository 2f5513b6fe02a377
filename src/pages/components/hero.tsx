import type { ReactNode } from "react";

export interface HeroProps {
  title: string;
  intro: string;
  eyebrow?: string;
  /** Above the h1: breadcrumbs, a promotion pill. */
  before?: ReactNode;
  /** Under the introduction: calls to action, notes. */
  children?: ReactNode;
  /** A visual beside the text on wide screens (under it on narrow ones). */
  aside?: ReactNode;
  /** `dark` for pages with the transparent navbar (the header sits on the hero). */
  tone?: "dark" | "light";
}

/** The page's heading block: its one h1 and the introduction under it. */
export function Hero({ title, intro, eyebrow, before, children, aside, tone = "light" }: HeroProps) {
  const text = (
    <div className="hero__text">
      {before}
      {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      <p className="hero__intro">{intro}</p>
      {children}
    </div>
  );
  return (
    <section className={`hero hero--${tone}`}>
      <div className={aside ? "container hero__inner hero__inner--split" : "container hero__inner"}>
        {text}
        {aside ? <div className="hero__aside">{aside}</div> : null}
      </div>
    </section>
  );
}
