import { describe, expect, it } from "vitest";
import { bannedForms, bannedFormsIn } from "./banned-forms";

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
