import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatPercent } from "./format";
import { LOCALES, languageOf } from "./languages";
import { italianReadingStartsWithVowel, spellAroundNumerals } from "./numeral-orthography";

const IT = languageOf("it").intl;
const FR = languageOf("fr").intl;
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
/** March has 31 days; a date at noon UTC is that day in every formatter here. */
const march = (day: number) => Date.UTC(2026, 2, day, 12);
/** The islands' dates (src/islands/my-account/format.ts). */
const medium = (day: number, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeZone: "UTC" }).format(march(day));

/** Each article or articulated preposition "il" forms before a date, and what it becomes before a vowel. */
const ITALIAN_ELISIONS: [string, string][] = [
  ["il", "l’"],
  ["del", "dell’"],
  ["al", "all’"],
  ["dal", "dall’"],
  ["nel", "nell’"],
  ["sul", "sull’"],
  ["Il", "L’"],
  ["Dal", "Dall’"],
  ["Del", "Dell’"],
  ["Al", "All’"],
];

describe("Italian before a date", () => {
  describe.each(ITALIAN_ELISIONS)("%s", (article, elided) => {
    it.each(DAYS)("day %i", (day) => {
      const date = formatDate(march(day), "it");
      const written = spellAroundNumerals(`Scade ${article} ${date}.`, IT);
      if (day === 1) expect(written).toBe(`Scade ${article} 1º marzo 2026.`);
      else if (day === 8 || day === 11) expect(written).toBe(`Scade ${elided}${day} marzo 2026.`);
      else expect(written).toBe(`Scade ${article} ${day} marzo 2026.`);
    });
  });

  it("elides and writes the first as an ordinal in the islands' short dates and in dates with a time", () => {
    expect(spellAroundNumerals(`entro il ${medium(8, IT)}`, IT)).toBe("entro l’8 mar 2026");
    expect(spellAroundNumerals(`dal ${medium(11, IT)}`, IT)).toBe("dall’11 mar 2026");
    expect(spellAroundNumerals(`il ${medium(1, IT)}`, IT)).toBe("il 1º mar 2026");
    const withTime = formatDateTime(Date.UTC(2026, 4, 1, 3, 10), "it");
    expect(spellAroundNumerals(`il ${withTime}`, IT)).toBe(`il 1º ${withTime.slice(2)}`);
  });

  it("leaves the article alone where the day's reading starts with a consonant", () => {
    for (const day of [18, 21, 28, 31]) {
      const text = `dal ${formatDate(march(day), "it")} al ${formatDate(march(day), "it")}`;
      expect(spellAroundNumerals(text, IT)).toBe(text);
    }
    expect(spellAroundNumerals("Dal 1 marzo 2026 all’8 marzo 2027", IT)).toBe(
      "Dal 1º marzo 2026 all’8 marzo 2027",
    );
  });

  it("does not take a number that only ends in 1 or 8 for the day", () => {
    expect(spellAroundNumerals("il 21 marzo, il 11 marzo", IT)).toBe("il 21 marzo, l’11 marzo");
    expect(spellAroundNumerals("versione 2.1 marzo", IT)).toBe("versione 2.1 marzo");
    expect(spellAroundNumerals("profilo 1 settembre", IT)).toBe("profilo 1º settembre");
  });
});

describe("Italian before other numbers", () => {
  it("elides before a percentage read with a vowel", () => {
    const save = (fraction: number) =>
      spellAroundNumerals(`Risparmi il ${formatPercent(fraction, "it")}`, IT);
    expect(save(0.08)).toBe("Risparmi l’8%");
    expect(save(0.11)).toBe("Risparmi l’11%");
    for (let percent = 80; percent <= 89; percent++)
      expect(save(percent / 100)).toBe(`Risparmi l’${percent}%`);
    expect(save(0.01)).toBe("Risparmi l’1%");
    expect(save(0.73)).toBe("Risparmi il 73%");
    expect(save(0.18)).toBe("Risparmi il 18%");
    expect(spellAroundNumerals("fino al 80%", IT)).toBe("fino all’80%");
    expect(spellAroundNumerals("guadagna il 8,5%", IT)).toBe("guadagna l’8,5%");
  });

  it("reads a number as Italian says it", () => {
    const vowel = [1, 8, 11, 80, 85, 89, 800, 899, 8000, 8.5e3, 11_000, 80_000, 800_000, 1e6, 8e6, 1e9];
    const consonant = [0, 2, 10, 12, 18, 79, 90, 100, 180, 1000, 1800, 2008, 18_000, 2e6, 1e5];
    for (const n of vowel) expect(italianReadingStartsWithVowel(n), String(n)).toBe(true);
    for (const n of consonant) expect(italianReadingStartsWithVowel(n), String(n)).toBe(false);
    expect(spellAroundNumerals("nel 800 e nel 1800, dal 8.000 al 11.000 e il 1.000", IT)).toBe(
      "nell’800 e nel 1800, dall’8.000 all’11.000 e il 1.000",
    );
  });

  it("touches neither words that end in an article's letters nor an ordinal already written", () => {
    const text = "Natal 8 marzo, sul 1º maggio, il 8° posto";
    expect(spellAroundNumerals(text, IT)).toBe("Natal 8 marzo, sul 1º maggio, il 8° posto");
  });
});

describe("French before a date", () => {
  it.each(DAYS)("day %i", (day) => {
    for (const article of ["le", "Le", "du", "au", "jusqu’au"]) {
      const long = formatDate(march(day), "fr");
      const short = medium(day, FR);
      const expected = day === 1 ? `${article} 1er mars 2026` : `${article} ${long}`;
      expect(spellAroundNumerals(`${article} ${long}`, FR)).toBe(expected);
      expect(spellAroundNumerals(`${article} ${short}`, FR)).toBe(
        day === 1 ? `${article} 1er mars 2026` : `${article} ${short}`,
      );
    }
  });

  it("writes 1er for every month's abbreviation and elides nothing", () => {
    const january = new Intl.DateTimeFormat(FR, { dateStyle: "medium", timeZone: "UTC" }).format(
      Date.UTC(2027, 0, 1),
    );
    expect(spellAroundNumerals(`le ${january}`, FR)).toBe("le 1er janv. 2027");
    expect(spellAroundNumerals("le 8 mars, le 11 avril, 1 %", FR)).toBe("le 8 mars, le 11 avril, 1 %");
  });
});

describe("Brazilian Portuguese before a date", () => {
  const PT = languageOf("pt").intl;
  it.each(DAYS)("day %i", (day) => {
    for (const text of [`em ${formatDate(march(day), "pt")}`, `até ${medium(day, PT)}`]) {
      expect(spellAroundNumerals(text, PT)).toBe(day === 1 ? text.replace(" 1 de ", " 1º de ") : text);
    }
  });

  it("writes 1º for every month, long and short, and leaves other ones alone", () => {
    for (let month = 0; month < 12; month++) {
      const first = Date.UTC(2027, month, 1, 12);
      expect(spellAroundNumerals(`em ${formatDate(first, "pt")}`, PT)).toMatch(/^em 1º de \p{L}+ de 2027$/u);
      const short = new Intl.DateTimeFormat(PT, { dateStyle: "medium", timeZone: "UTC" }).format(first);
      expect(spellAroundNumerals(short, PT)).toBe(short.replace(/^1 /, "1º "));
    }
    expect(spellAroundNumerals("1 de 3 dispositivos, R$ 11 de desconto, 21 de março", PT)).toBe(
      "1 de 3 dispositivos, R$ 11 de desconto, 21 de março",
    );
  });
});

describe("other languages", () => {
  it.each(LOCALES.filter((locale) => locale !== "it" && locale !== "fr" && locale !== "pt"))(
    "%s is left as Intl wrote it",
    (locale) => {
      const intl = languageOf(locale).intl;
      for (const day of [1, 8, 11]) {
        const text = `il ${formatDate(march(day), locale)} ${formatPercent(0.8, locale)}`;
        expect(spellAroundNumerals(text, intl)).toBe(text);
      }
    },
  );
});
