import { describe, expect, it } from "vitest";
import { localeMessages } from "../../test/support/locale-messages";
import { bannedForms, bannedFormsIn } from "./banned-forms";

// The glossary is the list (docs/glossary/pt-BR.md); the articles are read as they are published.
const GLOSSARY = Object.values(
  import.meta.glob<string>("/docs/glossary/pt-BR.md", { query: "?raw", import: "default", eager: true }),
)[0];
const ARTICLES = import.meta.glob<string>("/content/blog/pt/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const FORMS = bannedForms(GLOSSARY ?? "");

describe("Portuguese is Brazilian Portuguese, as the glossary fixes it", () => {
  it("reads the banned forms from the glossary", () => {
    expect(GLOSSARY).toBeDefined();
    expect(FORMS.map((f) => f.form)).toEqual(
      expect.arrayContaining(["palavra-passe", "ecrã", "a VPN Master"]),
    );
  });

  it("no message in locales/pt uses a banned European form", () => {
    const found = localeMessages("pt").flatMap(([key, text]) =>
      bannedFormsIn(text, FORMS).map((hit) => `${key}: ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it("no Portuguese blog article uses a banned European form", () => {
    expect(Object.keys(ARTICLES).length).toBeGreaterThan(0);
    const found = Object.entries(ARTICLES).flatMap(([path, text]) =>
      bannedFormsIn(text, FORMS).map((hit) => `${path}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});

describe("the glossary's banned forms", () => {
  const forms = bannedForms(
    [
      "| Avoided | pt-BR | Why |",
      "| --- | --- | --- |",
      "| `palavra-passe`, `num` | **senha** | Brazilian word. |",
      "| `/(está\\|fica) a \\p{L}+[aei]r(?!\\p{L})/` | gerúndio | Brazil uses the gerund. |",
    ].join("\n"),
  );

  it.each([
    ["Introduza a sua Palavra-passe.", "palavra-passe (“Palavra-passe”)"],
    ["Guardado num ficheiro.", "num (“num”)"],
    ["O app está a guardar os dados.", expect.stringContaining("está a guardar")],
    ["A VPN fica a funcionar.", expect.stringContaining("fica a funcionar")],
  ])("finds the European form in %s", (text, hit) => {
    expect(bannedFormsIn(text, forms)).toEqual([hit]);
  });

  it.each([
    "Digite sua senha.",
    "Um número de pedido e a numeração das páginas.",
    "Seu reembolso está a caminho.",
    "O app está salvando seus dados.",
  ])("leaves the Brazilian text %s alone", (text) => {
    expect(bannedFormsIn(text, forms)).toEqual([]);
  });
});
