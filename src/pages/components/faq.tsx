import type { ReactNode } from "react";
import { usePage } from "../page-context";
import { JsonLd } from "./json-ld";
import { messageKeys } from "./message-list";

export interface FaqItem {
  question: string;
  answer: string;
  /**
   * A fragment id (`/help/billing#receipts`): a link to it opens this question. Browsers open a
   * closed details element only for a target inside its content, so the id sits on an anchor
   * there that CSS lays over the question.
   */
  id?: string;
  /** The answer as markup (links in it), in place of `answer` as one paragraph; the data keeps `answer`. */
  body?: ReactNode;
  /** Under the answer: links to the pages it names. Not part of the structured data. */
  more?: ReactNode;
}

type Props =
  /** The questions themselves. */
  | { items: readonly FaqItem[]; structuredData?: boolean }
  /** A whole section: a heading and the questions of a message subtree (`<path>.<n>.q` / `.a`). */
  | { title: string; path: string; vars?: Record<string, string>; structuredData?: boolean };

/**
 * Questions and answers as details/summary (open and close without script), plus the matching
 * schema.org FAQPage data. Either pass `items` (inside your own `<Section>`), or `title` and a
 * message `path` to render a complete section. One FAQPage per page: give a second list
 * `structuredData={false}`.
 */
export function Faq(props: Props) {
  const { t, messages } = usePage();
  if ("items" in props) return <FaqList items={props.items} structuredData={props.structuredData ?? true} />;
  const { title, path, vars } = props;
  const items = messageKeys(messages, path).map((id) => ({
    question: t(`${path}.${id}.q`, vars),
    answer: t(`${path}.${id}.a`, vars),
  }));
  if (items.length === 0) return null;
  const id = `${path.replace(/[^a-z0-9-]/gi, "-")}-title`;
  return (
    <section className="section section--soft" aria-labelledby={id}>
      <div className="container">
        <div className="section__head section__head--center">
          <h2 className="section-title" id={id}>
            {title}
          </h2>
        </div>
        <FaqList items={items} structuredData={props.structuredData ?? true} />
      </div>
    </section>
  );
}

function FaqList({ items, structuredData }: { items: readonly FaqItem[]; structuredData: boolean }) {
  return (
    <>
      <div className="faq">
        {items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            {item.id ? <span className="faq__anchor" id={item.id} /> : null}
            <div className="faq__answer">
              {item.body ?? <p>{item.answer}</p>}
              {item.more}
            </div>
          </details>
        ))}
      </div>
      {structuredData ? <JsonLd data={faqPageData(items)} /> : null}
    </>
  );
}

export function faqPageData(items: readonly FaqItem[]) {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
