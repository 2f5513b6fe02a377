import { Hero } from "../components/hero";
import { usePage } from "../page-context";

/** A page whose content is its title and introduction from its own namespace. */
export function IntroPage({ vars }: { vars: Record<string, string> }) {
  const { t, route } = usePage();
  const ns = route.namespaces[0];
  return (
    <Hero
      title={t(`${ns}.title`, vars)}
      intro={t(`${ns}.intro`, vars)}
      tone={route.navbar === "transparent" ? "dark" : "light"}
    />
  );
}
