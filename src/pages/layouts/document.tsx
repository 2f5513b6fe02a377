import type { ReactNode } from "react";
import { usePage } from "../page-context";
import { BlogNav } from "./blog-nav";
import { Consent } from "./consent";
import { Footer } from "./footer";
import { Head, type HeadProps } from "./head";
import { Header } from "./header";
import { InstantNavigation } from "./instant-navigation";

/** The whole HTML document in the layout the route table assigns. */
export function Document({ children, ...head }: HeadProps & { children: ReactNode }) {
  const { language, route, t } = usePage();
  return (
    <html lang={language.iso} dir={language.dir}>
      <Head {...head} />
      <body className={`layout-${route.layout}`}>
        <a className="skip-link" href="#main">
          {t("common.skipToContent")}
        </a>
        <Header minimal={route.layout === "standalone"} />
        <main id="main">
          {route.layout === "blog" ? <BlogNav /> : null}
          {children}
        </main>
        {route.layout === "standalone" ? null : <Footer />}
        <Consent />
        <InstantNavigation />
      </body>
    </html>
  );
}
