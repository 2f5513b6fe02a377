import { countryName } from "../../i18n/format";
import { Hero } from "../components/hero";
import { Island } from "../components/island";
import { usePage } from "../page-context";
import type { PageProps } from "../page-props";

/** Shows the visitor's public IP as the edge sees it, with a copy button (an island). */
export function WhatIsMyIpPage({ visitor }: Pick<PageProps, "visitor">) {
  const { t, language } = usePage();
  const ip = visitor.ip ?? t("what-is-my-ip.unknown");
  return (
    <Hero title={t("what-is-my-ip.title")} intro={t("what-is-my-ip.intro")}>
      <div className="ip-card">
        <p className="ip-card__label">{t("what-is-my-ip.yourIp")}</p>
        <p className="ip-card__value" data-testid="visitor-ip">
          {ip}
        </p>
        {visitor.country ? (
          <p className="ip-card__country">
            {t("what-is-my-ip.country")}: {countryName(visitor.country, language.code)}
          </p>
        ) : null}
        {visitor.ip ? (
          <Island
            name="CopyButton"
            props={{
              value: visitor.ip,
              labels: {
                copy: t("what-is-my-ip.copy"),
                copied: t("what-is-my-ip.copied"),
                failed: t("what-is-my-ip.copyFailed"),
              },
            }}
          />
        ) : null}
      </div>
    </Hero>
  );
}
