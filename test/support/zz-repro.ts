import { Agent, request } from "node:http";
import { startBuiltSite } from "./built-site";
const server = await startBuiltSite(".wrangler/repro-state");
const base = new URL(server.baseUrl);
const agent = new Agent({ keepAlive: false, maxSockets: 8 });
function one(method: string, withBody: boolean, i: number): Promise<string> {
  const body = withBody ? Buffer.from("x".repeat(30)) : null;
  const headers: Record<string, string> = withBody ? { "Content-Type": "text/plain", "Content-Length": String(body!.length) } : {};
  return new Promise((resolve) => {
    const req = request({ agent, host: base.hostname, port: base.port, method, path: `/pricing?i=${i}`, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(String(res.statusCode)));
    });
    req.on("error", (e) => resolve(`ERR ${e.message}`));
    req.end(body ?? undefined);
  });
}
for (const method of process.argv.slice(2)) for (const withBody of [false, true]) {
  const results: Record<string, number> = {};
  for (let batch = 0; batch < 20; batch++) {
    const rs = await Promise.all(Array.from({ length: 8 }, (_, k) => one(method, withBody, batch * 8 + k)));
    for (const r of rs) results[r] = (results[r] ?? 0) + 1;
  }
  console.log(method, withBody, JSON.stringify(results));
}
agent.destroy();
await server.stop();
