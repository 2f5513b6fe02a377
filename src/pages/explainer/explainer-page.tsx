import { ArrowRight, CircleCheck } from "lucide-react";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CtaBand } from "../components/cta-band";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";

/**
 * A long-form explainer (what is a VPN, VPN trial): hero with breadcrumbs, a table of contents,
 * the article's sections (paragraphs and points, as many as the messages hold), FAQ and a call
 * to action. `actions` adds the hero's buttons (the trial page has them).
 */
export function ExplainerPage({ actions = false }: { actions?: boolean }) {
  const { t, messages, route } = usePage();
  const ns = route.namespaces[0] ?? route.name;
  const sections = messageKeys(messages, `${ns}.sections`);
  const faq = messageKeys(messages, `${ns}.faq.items`).map((id) => ({
    question: t(`${ns}.faq.items.${id}.question`),
    answer: t(`${ns}.faq.items.${id}.answer`),
  }));
  return (
    <>
      <Hero
        title={t(`${ns}.title`)}
        intro={t(`${ns}.intro`)}
        before={
          <Breadcrumbs items={[{ label: t("common.home"), to: "/" }, { label: t(`${ns}.breadcrumb`) }]} />
        }
      >
        {actions ? (
          <div className="hero__actions">
            <LocalLink to="/pricing" className="btn btn-primary btn-large">
              {t(`${ns}.ctaPrimary`)}
              <Icon icon={ArrowRight} directional />
            </LocalLink>
            <LocalLink to="/download" className="btn btn-secondary btn-large">
              {t(`${ns}.ctaSecondary`)}
            </LocalLink>
          </div>
        ) : null}
      </Hero>
      <div className="section">
        <div className="container article-layout">
          <nav className="toc" aria-labelledby="toc-title">
            <h2 id="toc-title">{t(`${ns}.toc`)}</h2>
            <ol>
              {sections.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(`${ns}.sections.${id}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="prose">
            {sections.map((id) => (
              <section key={id} id={id} aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`}>{t(`${ns}.sections.${id}.title`)}</h2>
                {messageKeys(messages, `${ns}.sections.${id}.paragraphs`).map((p) => (
                  <p key={p}>{t(`${ns}.sections.${id}.paragraphs.${p}`)}</p>
                ))}
                <Points ns={ns} section={id} />
              </section>
            ))}
          </article>
        </div>
      </div>
      {faq.length > 0 ? (
        <Section id="faq" title={t(`${ns}.faq.title`)} tone="soft" align="center">
          <Faq items={faq} />
        </Section>
      ) : null}
      <CtaBand
        title={t(`${ns}.cta.title`)}
        text={t(`${ns}.cta.text`)}
        primary={{ to: "/pricing", label: t("header.getVpn") }}
        secondary={{ to: "/download", label: t("footer.links.download") }}
      />
    </>
  );
}

function Points({ ns, section }: { ns: string; section: string }) {
  const { t, messages } = usePage();
  const points = messageKeys(messages, `${ns}.sections.${section}.points`);
  if (points.length === 0) return null;
  return (
    <ul className="checklist">
      {points.map((p) => (
        <li key={p}>
          <Icon icon={CircleCheck} />
          <span>{t(`${ns}.sections.${section}.points.${p}`)}</span>
        </li>
      ))}
    </ul>
  );
}
