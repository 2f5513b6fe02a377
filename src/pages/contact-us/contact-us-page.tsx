import { CircleCheck, Send } from "lucide-react";
import { COMPANY_EMAILS, SUPPORT_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import {
  CONTACT_FIELD_ERRORS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_REFERENCE_PATTERN,
  CONTACT_STARTED_FIELD,
  CONTACT_TOPICS,
  type ContactField,
  type ContactFieldError,
  type ContactTopic,
} from "../../contact/contact-rules";
import type { ContactFormState } from "../../contact/form-state";
import { localizedPath } from "../../i18n/locale-path";
import { CONTACT_FORM_SCRIPT } from "../assets";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

export interface ContactUsPageProps {
  /** When the form was rendered (ms): the minimum-fill-time check compares the post with it. */
  started: number;
  /** A refused post shown again. */
  form?: ContactFormState;
  /** The confirmation's reference, from the redirect after a successful post. */
  sent?: string;
  /** A topic preselected by a link (`?topic=affiliate`). */
  topic?: string;
}

const kebab = (code: string) => code.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const TIPS = ["account", "device", "refund", "language", "password"] as const;

/** The message key of each error a field can report. */
type FieldErrorKey = {
  [F in ContactField]: `contact-us.errors.${F}.${(typeof CONTACT_FIELD_ERRORS)[F][number]}`;
}[ContactField];

export function ContactUsPage({ started, form, sent, topic }: ContactUsPageProps) {
  const { t } = usePage();
  const reference = sent && CONTACT_REFERENCE_PATTERN.test(sent) ? sent : null;
  return (
    <>
      <Hero
        title={t("contact-us.title")}
        intro={t("contact-us.intro", { count: SUPPORT_REPLY_BUSINESS_DAYS })}
        before={
          <Breadcrumbs
            items={[{ label: t("common.home"), to: "/" }, { label: t("contact-us.meta.title") }]}
          />
        }
      />
      <section className="section">
        <div className="container contact-layout">
          <div className="contact-layout__main">
            {reference ? (
              <Confirmation reference={reference} />
            ) : (
              <ContactForm started={started} form={form} topic={topic} />
            )}
          </div>
          <aside className="contact-layout__aside" aria-label={t("contact-us.aside.title")}>
            <ContactAside />
          </aside>
        </div>
      </section>
    </>
  );
}

function Confirmation({ reference }: { reference: string }) {
  const { t } = usePage();
  return (
    <div className="contact-confirmation card" role="status">
      <h2>{t("contact-us.sent.title")}</h2>
      <p>{t("contact-us.sent.text", { count: SUPPORT_REPLY_BUSINESS_DAYS })}</p>
      <p className="contact-confirmation__reference">
        {t("contact-us.sent.reference")} <strong>{reference}</strong>
      </p>
      <LocalLink to="/contact-us" className="btn btn-secondary">
        {t("contact-us.sent.again")}
      </LocalLink>
    </div>
  );
}

function ContactForm({ started, form, topic }: Omit<ContactUsPageProps, "sent">) {
  const { t, language, nonce } = usePage();
  const values = form?.values ?? {};
  const errors = form?.errors ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const preselected = values.topic ?? (CONTACT_TOPICS.includes(topic as ContactTopic) ? topic : "");
  // The limits in the messages are the rules' own numbers, counted (decision 095) by the limit
  // the message names: a message without plural forms ignores `count`.
  const limits = { min: CONTACT_LIMITS.message.min, count: CONTACT_LIMITS.message.max };
  const limitOf = (name: ContactField, code: ContactFieldError): number => {
    const rule: { min?: number; max?: number } = name === "topic" ? {} : CONTACT_LIMITS[name];
    return (code === "tooShort" ? rule.min : rule.max) ?? 0;
  };
  // A field reports only its own codes (CONTACT_FIELD_ERRORS), and each of those has an English
  // text: the type check holds the key to that list.
  const message = (name: ContactField, code: ContactFieldError) =>
    t(`contact-us.errors.${name}.${code}` as FieldErrorKey, { count: limitOf(name, code) });
  const field = (name: ContactField) => {
    const error = errors[name];
    return {
      id: `contact-${name}`,
      name,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `contact-${name}-hint contact-${name}-error`,
      // The optional script shows these as the visitor types (data-msg-required, …).
      ...Object.fromEntries(
        CONTACT_FIELD_ERRORS[name].map((code) => [`data-msg-${kebab(code)}`, message(name, code)]),
      ),
    };
  };
  const errorText = (name: ContactField) => {
    const error = errors[name];
    return (
      <p id={`contact-${name}-error`} className="field__error">
        {error ? message(name, error) : ""}
      </p>
    );
  };
  const hint = (name: ContactField) => (
    <p id={`contact-${name}-hint`} className="field__hint">
      {t(`contact-us.form.hints.${name}`, limits)}
    </p>
  );
  return (
    <div className="card contact-card">
      <h2>{t("contact-us.form.title")}</h2>
      {form?.formError || hasFieldErrors ? (
        <div className="form-alert" role="alert">
          {form?.formError
            ? // Only tooLarge counts: the message's limit, from the form's own rules.
              t(`contact-us.errors.form.${form.formError}`, { count: CONTACT_LIMITS.message.max })
            : t("contact-us.errors.summary")}
        </div>
      ) : null}
      <form
        className="contact-form"
        method="post"
        action={localizedPath(language.code, "/contact-us")}
        data-contact-form=""
      >
        <div className="field">
          <label htmlFor="contact-name">{t("contact-us.form.name")}</label>
          {hint("name")}
          <input
            {...field("name")}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name.max}
            defaultValue={values.name ?? ""}
          />
          {errorText("name")}
        </div>
        <div className="field">
          <label htmlFor="contact-email">{t("contact-us.form.email")}</label>
          {hint("email")}
          <input
            {...field("email")}
            type="email"
            // An address reads left to right in every language, Arabic pages included.
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={CONTACT_LIMITS.email.max}
            pattern={CONTACT_LIMITS.email.pattern}
            defaultValue={values.email ?? ""}
          />
          {errorText("email")}
        </div>
        <div className="field">
          <label htmlFor="contact-topic">{t("contact-us.form.topic")}</label>
          {hint("topic")}
          <select {...field("topic")} defaultValue={preselected}>
            <option value="">{t("contact-us.form.topicPlaceholder")}</option>
            {CONTACT_TOPICS.map((id) => (
              <option key={id} value={id}>
                {t(`contact-us.topics.${id}`)}
              </option>
            ))}
          </select>
          {errorText("topic")}
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t("contact-us.form.message")}</label>
          {hint("message")}
          <textarea
            {...field("message")}
            rows={7}
            minLength={CONTACT_LIMITS.message.min}
            maxLength={CONTACT_LIMITS.message.max}
            defaultValue={values.message ?? ""}
          />
          {errorText("message")}
        </div>
        {/* The honeypot: off screen for people, present for bots that fill every input. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="contact-homepage">{t("contact-us.form.honeypot")}</label>
          <input
            id="contact-homepage"
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <input type="hidden" name={CONTACT_STARTED_FIELD} value={String(started)} />
        <p className="contact-form__privacy">
          {t("contact-us.form.privacy")}{" "}
          <LocalLink to="/privacy-policy">{t("contact-us.form.privacyLink")}</LocalLink>
        </p>
        <button type="submit" className="btn btn-primary btn-large">
          <Icon icon={Send} />
          {t("contact-us.form.submit")}
        </button>
      </form>
      <script type="module" nonce={nonce} src={CONTACT_FORM_SCRIPT} />
    </div>
  );
}

function ContactAside() {
  const { t } = usePage();
  return (
    <>
      <section className="card contact-aside__block" aria-labelledby="contact-tips-title">
        <h2 id="contact-tips-title">{t("contact-us.tips.title")}</h2>
        <ul className="checklist">
          {TIPS.map((id) => (
            <li key={id}>
              <Icon icon={CircleCheck} />
              <span>{t(`contact-us.tips.items.${id}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card contact-aside__block" aria-labelledby="contact-channels-title">
        <h2 id="contact-channels-title">{t("contact-us.channels.title")}</h2>
        <dl className="contact-channels">
          <dt>{t("contact-us.channels.help.title")}</dt>
          <dd>
            {t("contact-us.channels.help.text")}{" "}
            <LocalLink to="/help">{t("contact-us.channels.help.link")}</LocalLink>
          </dd>
          <dt>{t("contact-us.channels.email.title")}</dt>
          <dd>
            {t("contact-us.channels.email.text")}{" "}
            <a href={`mailto:${COMPANY_EMAILS.support}`}>{COMPANY_EMAILS.support}</a>
          </dd>
          <dt>{t("contact-us.channels.press.title")}</dt>
          <dd>
            {t("contact-us.channels.press.text")}{" "}
            <LocalLink to="/press-room">{t("contact-us.channels.press.link")}</LocalLink>
          </dd>
          <dt>{t("contact-us.channels.partners.title")}</dt>
          <dd>
            {t("contact-us.channels.partners.text")}{" "}
            <LocalLink to="/affiliate">{t("contact-us.channels.partners.link")}</LocalLink>
          </dd>
        </dl>
      </section>
      <section className="card contact-aside__block" aria-labelledby="contact-response-title">
        <h2 id="contact-response-title">{t("contact-us.response.title")}</h2>
        <p>{t("contact-us.response.text", { count: SUPPORT_REPLY_BUSINESS_DAYS })}</p>
      </section>
    </>
  );
}
