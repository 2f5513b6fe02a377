import { JsonLd } from "./json-ld";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as details/summary (open and close without script), plus the matching
 * schema.org FAQPage data. Render one Faq per page (search engines expect one FAQPage); pass
 * `structuredData={false}` for a second list.
 */
export function Faq({
  items,
  structuredData = true,
}: {
  items: readonly FaqItem[];
  structuredData?: boolean;
}) {
  return (
    <>
      <div className="faq">
        {items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <div className="faq__answer">
              <p>{item.answer}</p>
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
