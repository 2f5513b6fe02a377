import { createApp } from "./app";
import { scheduled } from "./backend/billing/scheduled";
import type { Bindings } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Bindings>;
