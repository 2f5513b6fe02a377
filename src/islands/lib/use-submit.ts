import { useCallback, useRef, useState } from "react";

/**
 * Runs one submission at a time: the button shows `busy` and a second click (or Enter) while the
 * first is in flight does nothing, so a double click never sends twice.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
