import { LEGAL } from "../../catalog/legal";

const EMAILS = [LEGAL.privacyEmail, LEGAL.supportEmail, LEGAL.legalEmail];
const EMAIL_PATTERN = new RegExp(`(${EMAILS.map((e) => e.replace(/[.]/g, "\\.")).join("|")})`);

/** A text with the operator’s e-mail addresses as mailto links (they arrive via placeholders): policies, help answers. */
export function LinkedText({ text }: { text: string }) {
  let offset = 0;
  return (
    <>
      {text.split(EMAIL_PATTERN).map((part) => {
        const key = offset;
        offset += part.length;
        if (part === "") return null;
        return EMAILS.includes(part as (typeof EMAILS)[number]) ? (
          <a key={key} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          part
        );
      })}
    </>
  );
}
