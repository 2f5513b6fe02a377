import { describe, expect, it } from "vitest";
import { fill, storedTextOf, templateBytes, templateOf, templateOfStored } from "./nonce-template";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script><style nonce="${nonce}">p{}</style></head>` +
  `<body><p>Ünïcödé «${nonce}» text</p><script nonce="${nonce}">1</script></body></html>`;

describe("nonce templates", () => {
  it("fill every nonce attribute with the new nonce and leave the rest byte for byte", () => {
    const template = templateOf(page("AbC+/12=="), "AbC+/12==");
    expect(template).toHaveLength(4);
    expect(decode(fill(template, "fresh"))).toBe(page("fresh").replace("«fresh»", "«AbC+/12==»"));
  });

  it("survive the round trip through the Cache API's text copy", () => {
    const template = templateOf(page("n1"), "n1");
    const again = templateOfStored(storedTextOf(template));
    expect(decode(fill(again, "n2"))).toBe(decode(fill(template, "n2")));
    expect(templateBytes(again)).toBe(templateBytes(template));
  });

  it("keep a page without a nonce as it is", () => {
    expect(decode(fill(templateOf("<p>hi</p>", ""), "x"))).toBe("<p>hi</p>");
  });
});
