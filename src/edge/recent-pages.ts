import type { NonceTemplate } from "./nonce-template";

/**
 * The isolate's own copies of the pages it stored last, in front of the Cache API: a hot page is
 * served from memory without a round trip to the data centre's cache. Bounded by bytes (an
 * isolate has 128 MB), least recently used out first; an entry lives no longer than its copy in
 * the Cache API would.
 */
export interface RecentPage {
  template: NonceTemplate;
  /** The template's size, for the memory budget. */
  byteLength: number;
  contentType: string;
  /** ms since epoch after which the entry is stale. */
  expires: number;
  /** The build's prerendered copy (decision 183), not a rendering stored by this deployment. */
  prerendered?: boolean;
}

export const RECENT_PAGES_MAX_BYTES = 16 * 1024 * 1024;

export class RecentPages {
  private readonly entries = new Map<string, RecentPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = RECENT_PAGES_MAX_BYTES) {}

  get(key: string, now = Date.now()): RecentPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.byteLength;
      return null;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: RecentPage): void {
    if (page.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.byteLength;
    }
    this.entries.set(key, page);
    this.bytes += page.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
