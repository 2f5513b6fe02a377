import { definePage, defineRoute } from "../define-route";
import { WebrtcLeakTestPage } from "./webrtc-leak-test-page";

export const route = defineRoute({
  name: "webrtc-leak-test",
  styles: ["tools"],
  pattern: "/webrtc-leak-test",
  thirdParties: ["stun"],
});

export default definePage(route, {
  prerender: true,
  Page: () => <WebrtcLeakTestPage />,
});
