import type { ReactNode } from "react";

/** The closing call to action of a company page: a heading, a sentence and its buttons. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="section cta-band" aria-labelledby={id}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-band__actions">{children}</div>
      </div>
    </section>
  );
}
