import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const LINK_ATTRIBUTES: Record<string, string> = {
  a: "href",
  link: "href",
  script: "src",
  img: "src",
  form: "action",
};
/** `<link>`s that name the page in other places, not resources or navigation within this site. */
const META_RELS = new Set(["canonical", "alternate"]);

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** Every URL an HTML page links to or loads (GET-able), resolved against the page's URL. */
export function linksOf(html: string, pageUrl: string): { url: URL; tag: string }[] {
  const found: { url: URL; tag: string }[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      const name = LINK_ATTRIBUTES[node.tagName];
      const value = name ? attribute(node, name) : undefined;
      const rel = node.tagName === "link" ? (attribute(node, "rel") ?? "") : "";
      // A form that posts has a target only a POST reaches; a GET form's target is a page.
      const postForm =
        node.tagName === "form" && (attribute(node, "method") ?? "get").toLowerCase() !== "get";
      if (value !== undefined && !META_RELS.has(rel) && !postForm) {
        try {
          found.push({ url: new URL(value, pageUrl), tag: node.tagName });
        } catch {
          found.push({ url: new URL("invalid:"), tag: `${node.tagName} with unparsable ${value}` });
        }
      }
    }
    const children = "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
    if (isElement(node) && "content" in node) visit(node.content);
  };
  visit(parse(html));
  return found;
}
