import { usePage } from "../page-context";
import { messageKeys } from "./message-list";

/** Questions and answers from a message subtree (`<path>.<n>.q` / `.a`), open without script. */
export function Faq({ title, path, vars }: { title: string; path: string; vars?: Record<string, string> }) {
  const { t, messages } = usePage();
  const items = messageKeys(messages, path);
  if (items.length === 0) return null;
  return (
    <section className="section catalog-faq" aria-labelledby={`${path}-title`}>
      <div className="container">
        <h2 className="section-title" id={`${path}-title`}>
          {title}
        </h2>
        <div className="faq">
          {items.map((item) => (
            <details key={item}>
              <summary>{t(`${path}.${item}.q`, vars)}</summary>
              <p>{t(`${path}.${item}.a`, vars)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
