import type { MiddlewareHandler } from "hono";
import type { AppEnv, Bindings } from "../env";
import type { Environment } from "../shared/environment";
import { accessConfig } from "./console/access-config";

/** A group of secrets that only work together, and what the site cannot do without them. */
interface SecretGroup {
  names: readonly (keyof Bindings)[];
  without: string;
}

/**
 * What production needs beyond its bindings. The embedded MMS API (`API_BASE` empty) sends mail
 * and takes payments itself; an upstream API does both on its side.
 */
const EMBEDDED_API_SECRETS: readonly SecretGroup[] = [
  {
    names: ["MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"],
    without: "no mail is sent: verification codes, password resets",
  },
  { names: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"], without: "Stripe cannot take payments" },
  { names: ["BILLING_LINK_SECRET"], without: "renewal reminders have no one-click stop link" },
  {
    names: ["TOTP_ENCRYPTION_KEY"],
    without: "two-factor sign-in cannot be set up (secrets are sealed with it)",
  },
  {
    names: ["RECAPTCHA_V2_SECRET", "RECAPTCHA_V3_SECRET"],
    without: "recaptcha-protected calls (sign-up, contact) are refused",
  },
];

const BINDINGS: readonly (keyof Bindings)[] = ["ASSETS", "DB", "BLOG", "PRICES", "CONFIG"];

const isSet = (env: Partial<Bindings>, name: keyof Bindings) => {
  const value = env[name];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
};

/**
 * What is missing from this deployment's configuration, in words an operator acts on: names of
 * bindings and secrets, never their values. The sandbox has stand-ins for the secrets.
 */
export function configProblems(env: Partial<Bindings>, environment: Environment): string[] {
  const problems = BINDINGS.filter((name) => !isSet(env, name)).map((name) => `binding ${name} is missing`);
  if (environment === "sandbox") return problems;
  const embedded = (env.API_BASE ?? "").trim() === "";
  for (const group of embedded ? EMBEDDED_API_SECRETS : []) {
    const absent = group.names.filter((name) => !isSet(env, name));
    if (absent.length > 0) problems.push(`secret ${absent.join(", ")} not set: ${group.without}`);
  }
  return [...problems, ...consoleProblems(env)];
}

/** The operator console stays closed in prod until both Access vars are set and usable. */
function consoleProblems(env: Partial<Bindings>): string[] {
  if (accessConfig(env)) return [];
  const unset = (["ACCESS_TEAM_DOMAIN", "ACCESS_AUD"] as const).filter((name) => !isSet(env, name));
  return [
    unset.length > 0
      ? `var ${unset.join(", ")} not set: the operator console /ops is closed (404)`
      : "var ACCESS_TEAM_DOMAIN is no host name: the operator console /ops is closed (404)",
  ];
}

/**
 * Logs the configuration's problems once per isolate, at its first request of each environment
 * (bindings are only known per request), as one JSON line.
 */
export const configCheck = (write: (line: string) => void = console.warn): MiddlewareHandler<AppEnv> => {
  const reported = new Set<Environment>();
  return async (c, next) => {
    const environment = c.get("environment");
    if (!reported.has(environment)) {
      reported.add(environment);
      const problems = configProblems(c.env ?? {}, environment);
      if (problems.length > 0) write(JSON.stringify({ type: "config", environment, problems }));
    }
    await next();
  };
};
