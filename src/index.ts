import { createApp } from "./app";
import { scheduled } from "./backend/billing/scheduled";
import type { Bindings } from "./env";
import { useMessageFiles } from "./i18n/message-files";
import { refreshReferenceRates } from "./pricing/reference-rates";

const app = createApp();

/** The Worker: every entry first hands the message files their binding (decision 130). */
export default {
  fetch(request, env, context) {
    useMessageFiles(env.ASSETS);
    return app.fetch(request, env, context);
  },
  scheduled(controller, env, context) {
    useMessageFiles(env.ASSETS);
    // The site's own periodic step: the ECB's reference rates for the local-currency hint.
    context.waitUntil(refreshReferenceRates(env));
    return scheduled(controller, env, context);
  },
} satisfies ExportedHandler<Bindings>;
