import { Hono } from "hono";
import { html } from "hono/html";
import { latestOutbox } from "../backend/mail/outbox";
import { NO_STORE } from "../edge/cache-control";
import { type AppEnv, parseConfig } from "../env";
import { ASSETS } from "../pages/assets";
import { OUTBOX_PATH } from "./paths";

export { OUTBOX_PATH };

/**
 * The embedded backend's outbox, for testers who need a mailed code. Only in the sandbox
 * environment with the embedded backend; prod answers 404 whatever its configuration.
 */
export function outboxRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(OUTBOX_PATH, async (c, next) => {
    // Elsewhere the request falls through to the site's own not-found page.
    if (c.get("environment") !== "sandbox" || parseConfig(c.env).apiBase !== "") return next();
    const mails = await latestOutbox(c.env.DB);
    const rows = mails.map(
      (m) => html`<article class="card outbox-mail">
        <h2>${m.subject}</h2>
        <p class="muted">To <span data-testid="outbox-to">${m.to_address}</span> · ${new Date(m.created_at).toISOString()}</p>
        <p data-testid="outbox-body">${m.body}</p>
      </article>`,
    );
    c.header("Cache-Control", NO_STORE);
    c.header("X-Robots-Tag", "noindex");
    return c.html(html`<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Sandbox outbox</title>
    <link rel="stylesheet" href="${ASSETS.styles}" />
  </head>
  <body>
    <main class="container section">
      <h1>Sandbox outbox</h1>
      <p class="lead">Mail the embedded backend would send, newest first. This page exists only in the sandbox.</p>
      ${mails.length === 0 ? html`<p>No mail yet.</p>` : rows}
    </main>
  </body>
</html>`);
  });
  return routes;
}
