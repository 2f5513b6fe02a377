import { SELF } from "cloudflare:test";
import { ORIGIN } from "./request";

const CHUNK_BYTES = 1024;

/** A body of `size` bytes of `fill`, streamed in 1 KB chunks with no Content-Length (chunked). */
export function chunkedBody(size: number, fill = "a"): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(fill.repeat(CHUNK_BYTES));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const part = chunk.subarray(0, Math.min(CHUNK_BYTES, size - sent));
      sent += part.byteLength;
      controller.enqueue(part);
    },
  });
}

/** A same-origin POST of a chunked body of `size` bytes to the whole Worker. */
export function postChunked(
  path: string,
  size: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: chunkedBody(size),
    headers: { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, ...headers },
    redirect: "manual",
  });
}
