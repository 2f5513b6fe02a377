import { Toast, useToast } from "./toast";

export interface CopyButtonProps {
  value: string;
  labels: { copy: string; copied: string; failed: string };
}

/** Copies a value (such as the visitor's IP) and confirms with a toast. */
export function CopyButton({ value, labels }: CopyButtonProps) {
  const { toast, show } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      show({ kind: "success", text: labels.copied });
    } catch {
      show({ kind: "error", text: labels.failed });
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={copy}>
        {labels.copy}
      </button>
      <Toast toast={toast} />
    </>
  );
}
