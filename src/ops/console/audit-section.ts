import { html } from "hono/html";
import type { AuditRow } from "./audit";

/** The newest audit rows: who changed what, before and after, when. */
export function auditSection(rows: readonly AuditRow[]) {
  return html`<section class="card ops-section" id="audit">
    <h2>Audit log</h2>
    ${
      rows.length === 0
        ? html`<p>No changes yet.</p>`
        : html`<table class="ops-table" data-testid="audit-log">
            <tr><th>When (UTC)</th><th>Who</th><th>What</th><th>Target</th><th>Before</th><th>After</th></tr>
            ${rows.map(
              (row) => html`<tr>
                <td>${new Date(row.at).toISOString().replace("T", " ").slice(0, 19)}</td>
                <td>${row.actor}</td><td>${row.action}</td><td>${row.target}</td>
                <td><code>${row.before_json ?? ""}</code></td><td><code>${row.after_json ?? ""}</code></td>
              </tr>`,
            )}
          </table>`
    }
  </section>`;
}
