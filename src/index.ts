import { createApp } from "./app";
import { scheduled } from "./backend/billing/scheduled";
import type { Bindings } from "./env";
import { useMessageFiles } from "./i18n/message-files";

const app = createApp();

/** The Worker: every entry first hands the message files' binding over (decision 130). */
export default {
  fetch(request, env, context) {
    useMessageFiles(env.ASSETS);
    return app.fetch(request, env, context);
  },
  scheduled(controller, env, context) {
    useMessageFiles(env.ASSETS);
    return scheduled(controller, env, context);
  },
} satisfies ExportedHandler<Bindings>;
