import { describe, expect, it } from "vitest";
import { POLICY_COUNTS, POLICY_NAMES } from "../../catalog/legal";
import { LOCALES } from "../../i18n/languages";
import { createTranslator, loadMessages } from "../../i18n/messages";
import { COOKIE_LIST_SECTION } from "./cookie-table";
import { policyVars } from "./policy-document";
import { policySections, wordCount } from "./policy-sections";

async function sectionsOf(name: string, locale: (typeof LOCALES)[number]) {
  const messages = await loadMessages(locale, [name]);
  return policySections(
    name,
    messages[name],
    createTranslator(locale, messages),
    policyVars(locale),
    POLICY_COUNTS,
  );
}

describe("policy documents", () => {
  it.each(POLICY_NAMES)("%s is a substantial document in English (at least 800 words)", async (name) => {
    expect(wordCount(await sectionsOf(name, "en"))).toBeGreaterThanOrEqual(800);
  });

  it.each(POLICY_NAMES)(
    "%s fills every placeholder and leaves no block empty, in every locale",
    async (name) => {
      for (const locale of LOCALES) {
        const sections = await sectionsOf(name, locale);
        for (const section of sections) {
          expect(section.blocks.length, `${locale} ${section.id}`).toBeGreaterThan(0);
          const texts = section.blocks.flatMap((b) =>
            b.kind === "p" ? [b.text] : b.items.map((i) => i.text),
          );
          for (const text of [section.heading, ...texts]) {
            expect(text).not.toMatch(/\{\{|\}\}|^$/);
            // A message key shown in place of a text: a counted text without its count.
            expect(text).not.toMatch(new RegExp(`^${name}\\.`));
          }
        }
      }
    },
  );

  it("the cookie policy has the section that holds the cookie tables", async () => {
    expect((await sectionsOf("cookie-policy", "en")).map((s) => s.id)).toContain(COOKIE_LIST_SECTION);
  });

  it("reads blocks in order: strings as paragraphs, objects as lists of plain or termed items", () => {
    const t = (key: string) => `<${key}>`;
    const sections = policySections(
      "doc",
      {
        sections: { a: { heading: "A", body: { p1: "x", list1: { i: "y", j: { term: "T", text: "z" } } } } },
      },
      t,
      {},
    );
    expect(sections).toEqual([
      {
        id: "a",
        heading: "<doc.sections.a.heading>",
        blocks: [
          { key: "p1", kind: "p", text: "<doc.sections.a.body.p1>" },
          {
            key: "list1",
            kind: "list",
            items: [
              { text: "<doc.sections.a.body.list1.i>" },
              { term: "<doc.sections.a.body.list1.j.term>", text: "<doc.sections.a.body.list1.j.text>" },
            ],
          },
        ],
      },
    ]);
  });
});
