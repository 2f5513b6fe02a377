/**
 * Common English function words that are not also everyday words in the other routed languages:
 * "a", "in", "is", "of", "on", "to", "or", "we", "an", "was", "will", "all", "also" and "has" are
 * Spanish, German, Dutch, Polish or French words too, so they are left out. Text in another
 * language hardly ever contains these; English text is full of them.
 */
export const ENGLISH_MARKERS: ReadonlySet<string> = new Set(
  (
    "the and your you with for this that are from what how which our have it not be by can when " +
    "who there their they been were would should about into only its than then these those where why any every"
  ).split(" "),
);

/** The words of a text: runs of letters (any script), lowercased. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/**
 * The share (0..1) of a text's words that are English function words: above a tenth for
 * English prose, near zero for a translation that keeps only brand names in English.
 */
export function englishShare(text: string): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  return words.filter((word) => ENGLISH_MARKERS.has(word)).length / words.length;
}
