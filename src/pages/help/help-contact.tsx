import { BookOpen, ExternalLink, MessageSquare } from "lucide-react";
import { COMPANY_EMAILS, SUPPORT_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import { helpCentreUrl } from "../../catalog/help-centre";
import { Icon } from "../components/icon";
import { LinkedText } from "../components/linked-text";
import { LocalLink } from "../components/local-link";
import { Section } from "../components/section";
import { usePage } from "../page-context";

/**
 * The way on when an answer is not enough: the contact form and address with the reply promise
 * the contact page makes, and the external help centre's illustrated guides (spec section 2:
 * Russian readers get the Russian edition, everyone else en-us).
 */
export function HelpContact() {
  const { t, language } = usePage();
  return (
    <Section id="contact" title={t("help.contact.title")} tone="soft">
      <div className="help-contact">
        <div className="card help-contact__card">
          <Icon icon={MessageSquare} />
          <h3>{t("help.contact.teamTitle")}</h3>
          <p>{t("help.contact.text", { count: SUPPORT_REPLY_BUSINESS_DAYS })}</p>
          <p>
            <LocalLink to="/contact-us" className="btn btn-primary">
              {t("help.contact.form")}
            </LocalLink>
          </p>
          <p className="help-contact__email">
            <LinkedText text={t("help.contact.email", { supportEmail: COMPANY_EMAILS.support })} />
          </p>
        </div>
        <div className="card help-contact__card">
          <Icon icon={BookOpen} />
          <h3>{t("help.contact.guidesTitle")}</h3>
          <p>{t("help.contact.guides")}</p>
          <p>
            <a href={helpCentreUrl(language.code)} rel="noopener" className="help-contact__external">
              {t("help.contact.guidesLink")}
              <Icon icon={ExternalLink} size={16} />
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
