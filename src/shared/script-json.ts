/**
 * A value as the text of a JSON data block (`<script type="application/…json">`): every "<" is
 * written \u003c, so no text inside can close the script element or open a comment, and
 * JSON.parse reads the value back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
