import type { SitePath } from "../../routes/route-paths";
import { LocalLink } from "./local-link";

export interface CtaLink {
  /** A bare site path, e.g. `/pricing`. */
  to: SitePath;
  label: string;
}

/**
 * The closing call to action of a page: a dark rounded band with a heading, a line of text and
 * one or two buttons. Place it inside a `.section` (or use `<Section>` around it).
 */
export function CtaBand({
  id = "cta",
  title,
  text,
  primary,
  secondary,
}: {
  id?: string;
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="actions">
            <LocalLink to={primary.to} className="btn btn-primary btn-large">
              {primary.label}
            </LocalLink>
            {secondary ? (
              <LocalLink to={secondary.to} className="btn btn-secondary btn-large">
                {secondary.label}
              </LocalLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
