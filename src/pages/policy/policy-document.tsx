import type { ReactNode } from "react";
import { LEGAL, POLICY_COUNTS, POLICY_UPDATED, type PolicyName } from "../../catalog/legal";
import { countryName, formatDate } from "../../i18n/format";
import { Hero } from "../components/hero";
import { LinkedText } from "../components/linked-text";
import { usePage } from "../page-context";
import { type PolicyBlock, policySections } from "./policy-sections";

/** The facts every policy text may name through `{{placeholders}}`. */
export function policyVars(locale: Parameters<typeof countryName>[1]): Record<string, string | number> {
  return {
    company: LEGAL.company,
    country: countryName(LEGAL.country, locale),
    privacyEmail: LEGAL.privacyEmail,
    supportEmail: LEGAL.supportEmail,
    legalEmail: LEGAL.legalEmail,
  };
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === "p")
    return (
      <p>
        <LinkedText text={block.text} />
      </p>
    );
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item.text}>
          {item.term ? <strong>{item.term}</strong> : null}
          {item.term ? " " : null}
          <LinkedText text={item.text} />
        </li>
      ))}
    </ul>
  );
}

export interface PolicyDocumentProps {
  name: PolicyName;
  /** Content placed at the end of a section, by section id (e.g. the cookie table). */
  slots?: Readonly<Record<string, ReactNode>>;
}

/** One legal document: heading, last-updated date, table of contents and numbered sections. */
export function PolicyDocument({ name, slots = {} }: PolicyDocumentProps) {
  const { t, messages, language } = usePage();
  const sections = policySections(name, messages[name], t, policyVars(language.code), POLICY_COUNTS);
  const updated = POLICY_UPDATED[name];
  const label = t(`${name}.updatedLabel`);
  return (
    <>
      <Hero title={t(`${name}.title`)} intro={t(`${name}.intro`)}>
        <p className="policy__updated">
          {label}
          {/* A full-width colon (Japanese) already carries its own space. */}
          {label.endsWith("：") ? null : " "}
          <time dateTime={updated}>{formatDate(new Date(`${updated}T00:00:00Z`), language.code)}</time>
        </p>
      </Hero>
      <div className="container section article-layout policy">
        <nav className="toc policy__toc" aria-labelledby="policy-toc">
          <h2 id="policy-toc">{t(`${name}.contents`)}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose policy__body">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                <span className="policy__number">{index + 1}.</span> {section.heading}
              </h2>
              {section.blocks.map((block) => (
                <Block key={block.key} block={block} />
              ))}
              {slots[section.id] ?? null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
