import { html } from "hono/html";
import type { OutboxRow } from "../../backend/mail/outbox";
import { OUTBOX_PATH } from "../../dev/paths";

/** The sandbox's outbox (the newest mails, a link to all of them); the caller shows it in the sandbox only. */
export function outboxSection(mails: readonly OutboxRow[]) {
  return html`<section class="card ops-section" id="outbox">
    <h2>Sandbox outbox</h2>
    <p><a href="${OUTBOX_PATH}">All mail in the sandbox outbox</a></p>
    ${
      mails.length === 0
        ? html`<p>No mail yet.</p>`
        : html`<table class="ops-table" data-testid="ops-outbox">
            <tr><th>When (UTC)</th><th>To</th><th>Subject</th></tr>
            ${mails.map(
              (m) => html`<tr><td>${new Date(m.created_at).toISOString().replace("T", " ").slice(0, 19)}</td>
                <td>${m.to_address}</td><td>${m.subject}</td></tr>`,
            )}
          </table>`
    }
  </section>`;
}
