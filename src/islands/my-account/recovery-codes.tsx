import { useState } from "react";
import type { T } from "../lib/texts";

/** The codes as a text file: one per line, with what they are for. */
function download(codes: readonly string[], t: T) {
  const text = `${t("myaccount.twoFactor.fileHeading")}\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "vpn-master-recovery-codes.txt";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The ten recovery codes, shown this once: copy, download, then confirm they are kept. */
export function RecoveryCodes({ codes, t, onDone }: { codes: readonly string[]; t: T; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(codes.join("\n")).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="recovery-codes">
      <h3 id="recovery-codes-title">{t("myaccount.twoFactor.codesTitle")}</h3>
      <p className="field__hint">{t("myaccount.twoFactor.codesIntro")}</p>
      <ol className="recovery-codes__list ltr" aria-labelledby="recovery-codes-title">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t("myaccount.twoFactor.copy")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => download(codes, t)}>
          {t("myaccount.twoFactor.download")}
        </button>
      </div>
      <p className="field__hint" role="status">
        {copied === null ? "" : t(copied ? "myaccount.twoFactor.copied" : "myaccount.twoFactor.copyFailed")}
      </p>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t("myaccount.twoFactor.codesSaved")}
      </button>
    </div>
  );
}
