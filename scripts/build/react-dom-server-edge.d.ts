// The alias the Worker's bundle resolves `react-dom/server` to: React's own edge renderer.
export { renderToReadableStream } from "react-dom/server";
