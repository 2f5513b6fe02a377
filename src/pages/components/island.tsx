import type { ComponentProps, ComponentType } from "react";
import { ISLANDS, type IslandName } from "../../islands/components";
import { usePage } from "../page-context";

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-props";

/**
 * Renders an island on the server and marks it for hydration: its name, its JSON props, and the
 * client entry as a module script. A page without islands therefore loads no script at all; a
 * page with several loads the entry once (the browser runs a module URL once).
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
      <div
        className="island"
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      >
        <Component {...(props as unknown as Record<string, unknown>)} />
      </div>
      <script type="module" src={assets.entry} nonce={nonce} async />
    </>
  );
}
