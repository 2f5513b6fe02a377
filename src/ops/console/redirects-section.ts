import { html } from "hono/html";
import { DEFAULT_REDIRECTS, type RedirectEntry } from "../../middleware/redirects/default-table";
import { OPS_ACTION_PATHS } from "./paths";

/** The redirect table: the built-in defaults (read only) and the CONFIG entries, editable as JSON. */
export function redirectsSection(entries: readonly RedirectEntry[] | string) {
  const text = typeof entries === "string" ? entries : JSON.stringify(entries, null, 2);
  return html`<section class="card ops-section" id="redirects">
    <h2>Redirects</h2>
    <details>
      <summary>Built-in defaults (${DEFAULT_REDIRECTS.length}); an entry with the same <code>from</code> overrides one</summary>
      <table class="ops-table">
        <tr><th>From</th><th>To</th><th>Status</th></tr>
        ${DEFAULT_REDIRECTS.map((e) => html`<tr><td>${e.from}</td><td>${e.to}</td><td>${e.status}</td></tr>`)}
      </table>
    </details>
    <form method="post" action="${OPS_ACTION_PATHS.redirects}" class="ops-form">
      <label>Entries: JSON array of <code>{ "from": "/old", "to": "/new" or an allow-listed https URL, "status": 301 | 302 }</code>
        <textarea name="table" rows="8" spellcheck="false">${text}</textarea>
      </label>
      <button type="submit" class="button button--primary">Save redirects</button>
    </form>
  </section>`;
}
