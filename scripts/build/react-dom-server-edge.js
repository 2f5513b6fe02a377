// The Worker's React renderer: only the streaming edge build of react-dom/server (decision 165).
// `react-dom/server` for workerd is a CommonJS file that also requires the legacy string renderer
// (renderToString), which the bundler cannot drop: 264 KB the Worker never runs. The path goes
// around the package's exports map on purpose; the version is react-dom's own, pinned in package.json.
export { renderToReadableStream } from "../../node_modules/react-dom/cjs/react-dom-server.edge.production.js";
