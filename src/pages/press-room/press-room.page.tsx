import { definePage, defineRoute } from "../define-route";
import { PressRoomPage } from "./press-room-page";

export const route = defineRoute({
  name: "press-room",
  styles: ["company"],
  pattern: "/press-room",
  navbar: "transparent",
});

export default definePage(route, {
  prerender: true,
  Page: () => <PressRoomPage />,
});
