import { describe, expect, it } from "vitest";
import { localeMessages } from "../../test/support/locale-messages";
import { bannedForms, bannedFormsIn } from "./banned-forms";

// A locale's glossary (locales/<lang>/GLOSSARY.md) is the list of forms its native review banned; its
// messages and its blog articles are read as they are published.
const GLOSSARIES = import.meta.glob<string>("/locales/*/GLOSSARY.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const ARTICLES = import.meta.glob<string>("/content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const reviewed = Object.entries(GLOSSARIES).map(([path, text]) => ({
  lang: path.split("/")[2] ?? "",
  forms: bannedForms(text),
}));

function articlesOf(lang: string): [string, string][] {
  return Object.entries(ARTICLES).filter(([path]) => path.startsWith(`/content/blog/${lang}/`));
}

it("at least the reviewed locales have a glossary", () => {
  expect(reviewed.map((g) => g.lang)).toEqual(expect.arrayContaining(["pt"]));
});

describe.each(reviewed)("locales/$lang follows its glossary", ({ lang, forms }) => {
  it("the glossary bans at least one form", () => {
    expect(forms.length).toBeGreaterThan(0);
  });

  it("no message uses a banned form", () => {
    const found = localeMessages(lang).flatMap(([key, text]) =>
      bannedFormsIn(text, forms).map((hit) => `${key}: ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it("no blog article uses a banned form", () => {
    const found = articlesOf(lang).flatMap(([path, text]) =>
      bannedFormsIn(text, forms).map((hit) => `${path}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
