import { writeFileSync } from "node:fs";
import { type DynamicPage, dynamicPages } from "./dynamic";
import { startWorkerd } from "./workerd";

/**
 * `npm run bench -- --profile <type> [locale]`: a V8 CPU profile of one dynamic page's renders
 * (bench/dynamic.ts), from the product worker's inspector (bench/workerd.ts), written to bench/results/<type>.cpuprofile
 * (open it in Chrome DevTools). For finding where a page's CPU goes; the figures are the bench's.
 */
const INSPECTOR_PORT = 9229;
const WARM_UP = 30;
export const PROFILED = 200;

async function render(base: URL, page: DynamicPage) {
  await (await fetch(new URL(page.path, base), { headers: page.headers })).text();
}

/** One call of the Chrome DevTools protocol over the inspector's socket. */
function devtools(socket: WebSocket) {
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  return <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      id += 1;
      pending.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
}

export async function profileDynamicPage(type: string, locale: string): Promise<string> {
  const workerd = await startWorkerd(null, null, INSPECTOR_PORT);
  try {
    const page = (await dynamicPages(workerd.site)).find((p) => p.type === type && p.locale === locale);
    if (!page) throw new Error(`no dynamic page "${type}" in ${locale} (bench/dynamic.ts)`);
    for (let i = 0; i < WARM_UP; i++) await render(workerd.product, page);
    const socket = new WebSocket(`ws://127.0.0.1:${INSPECTOR_PORT}/core:user:product`);
    await new Promise((resolve) => socket.addEventListener("open", resolve));
    const send = devtools(socket);
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: 100 });
    await send("Profiler.start");
    for (let i = 0; i < PROFILED; i++) await render(workerd.product, page);
    const { profile } = await send<{ profile: unknown }>("Profiler.stop");
    socket.close();
    const file = `bench/results/${type.replaceAll(" ", "-")}-${locale}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    return file;
  } finally {
    await workerd.dispose();
  }
}
