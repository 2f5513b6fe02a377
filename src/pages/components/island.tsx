import type { ComponentProps, ComponentType } from "react";
import { ISLANDS, type IslandName } from "../../islands/components";
import { scriptJson } from "../../shared/script-json";
import { usePage } from "../page-context";

export const ISLAND_ATTRIBUTE = "data-island";
/** Marks the JSON data block that holds an island's props; its value is the island's name. */
export const ISLAND_PROPS_ATTRIBUTE = "data-props";

/**
 * Renders an island on the server and marks it for hydration: its name, its props in a JSON data
 * block just before it, and the client entry as a module script. A page without islands therefore
 * loads no script at all; a page with several loads the entry once (the browser runs a module URL
 * once). A data block and not an attribute: in an attribute every quote is escaped (My account's
 * props were 30 KB of its 49 KB), character by character on every render.
 */
export function Island<N extends IslandName>({
  name,
  props,
}: {
  name: N;
  props: ComponentProps<(typeof ISLANDS)[N]>;
}) {
  const { assets, nonce } = usePage();
  // The generic ties `props` to `name`; TypeScript cannot narrow the indexed component by it.
  const Component = ISLANDS[name] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <>
      <script
        type="application/json"
        nonce={nonce}
        {...{ [ISLAND_PROPS_ATTRIBUTE]: name }}
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
      <div className="island" {...{ [ISLAND_ATTRIBUTE]: name }}>
        <Component {...(props as unknown as Record<string, unknown>)} />
      </div>
      <script type="module" src={assets.entry} nonce={nonce} async />
    </>
  );
}
