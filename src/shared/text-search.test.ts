import { describe, expect, it } from "vitest";
import { fold, highlight, queryTerms, SEARCH_MAX_TERMS, searchTexts } from "./text-search";

describe("search text folding", () => {
  it("keeps the length so matches map back onto the original text", () => {
    for (const text of ["Sécurité ÉTÉ", "Ёлка", "ＷｉＦｉ", "الخصوصيّة أمان", "公衆無線LAN"]) {
      expect(fold(text)).toHaveLength(text.length);
    }
    expect(fold("Sécurité")).toBe("securite");
    expect(fold("ＷｉＦｉ")).toBe("wifi");
    expect(fold("أمان")).toBe("امان");
  });

  it("splits queries on spaces and punctuation, drops Arabic article prefixes, caps the term count", () => {
    expect(queryTerms("  WireGuard,  OpenVPN! ")).toEqual(["wireguard", "openvpn"]);
    expect(queryTerms("الخصوصية")).toEqual(["خصوصيه"]);
    expect(queryTerms("公衆無線LAN")).toEqual(["公衆無線lan"]);
    expect(queryTerms("公衆Ｗｉ－Ｆｉ -vpn- kill-switch")).toEqual(["公衆wi-fi", "vpn", "kill-switch"]);
    expect(queryTerms("a b c")).toEqual([]);
    expect(queryTerms("one two three four five six seven eight nine ten")).toHaveLength(SEARCH_MAX_TERMS);
  });
});

describe("searchTexts", () => {
  it("highlights every occurrence without overlapping marks", () => {
    expect(highlight("VPN and vpn", ["vpn"])).toEqual([
      { text: "VPN", match: true },
      { text: " and ", match: false },
      { text: "vpn", match: true },
    ]);
  });

  it("marks the same text from a folded copy the caller already has, and ignores a copy that does not fit", () => {
    const text = "Ｗｉ－Ｆｉ and Café WI-FI";
    const expected = highlight(text, ["wi-fi", "cafe"]);
    expect(expected.filter((s) => s.match).map((s) => s.text)).toEqual(["Ｗｉ－Ｆｉ", "Café", "WI-FI"]);
    expect(highlight(text, ["wi-fi", "cafe"], fold(text))).toEqual(expected);
    // A stale copy of another length (an index not synced yet) is folded again, not trusted.
    expect(highlight(text, ["wi-fi", "cafe"], "wi-fi")).toEqual(expected);
  });

  const fieldsOf = (item: { q: string; a: string; topic: string }) => ({
    title: item.q,
    description: "",
    tags: item.topic,
    body: item.a,
  });

  it("keeps the items' order for equal scores and cuts a snippet from the body", () => {
    const items = [
      { q: "First question", a: "The renewal date is in My account.", topic: "Billing" },
      { q: "Second question", a: "Your renewal date is shown there too.", topic: "Billing" },
    ];
    const hits = searchTexts(items, "renewal", fieldsOf);
    expect(hits.map((h) => h.item.q)).toEqual(["First question", "Second question"]);
    expect(hits[0]?.snippet.filter((s) => s.match).map((s) => s.text)).toEqual(["renewal"]);
  });

  it("starts the snippet at the body when only the title matches and there is no description", () => {
    const [hit] = searchTexts(
      [{ q: "Refunds", a: "Ask within the guarantee.", topic: "" }],
      "refunds",
      fieldsOf,
    );
    expect(hit?.snippet).toEqual([{ text: "Ask within the guarantee.", match: false }]);
  });

  it("matches the folded fields an item comes with (the blog's index), and shows its plain ones", () => {
    const plain = {
      title: "Ｗｉｒｅｇｕａｒｄ explained",
      description: "",
      tags: "",
      body: "A  modern\ntunnel.",
    };
    const folded = { title: "wireguard explained", description: "", tags: "", body: "a modern tunnel." };
    const [hit] = searchTexts([{ id: 1 }], "WireGuard", () => plain, { foldedOf: () => folded });
    expect(hit?.title).toEqual([
      { text: "Ｗｉｒｅｇｕａｒｄ", match: true },
      { text: " explained", match: false },
    ]);
    // Folded fields that do not contain a term find nothing, whatever the plain text holds.
    const none = searchTexts([{ id: 2 }], "explained", () => plain, {
      foldedOf: () => ({ ...folded, title: "" }),
    });
    expect(none).toEqual([]);
  });
});
