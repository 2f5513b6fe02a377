/** An island's props as the page ships them: the JSON data block before its mount point. */
export function islandPropsOf<T>(html: string, island: string): T | null {
  const block = new RegExp(`<script[^>]*\\bdata-props="${island}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  return block?.[1] === undefined ? null : (JSON.parse(block[1]) as T);
}

/** A page's HTML without any island's props (they carry every form and text the island may show). */
export const withoutIslandProps = (html: string) =>
  html.replace(/<script[^>]*\bdata-props="[^"]*"[^>]*>[\s\S]*?<\/script>/g, "");
