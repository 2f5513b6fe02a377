/** The sandbox-only outbox page (src/dev/outbox-page.ts), for testers who need a mailed code. */
export const OUTBOX_PATH = "/sandbox/outbox";
