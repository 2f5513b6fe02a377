import type { IpInfo } from "../../src/ip/ip-info";
import { formatPlace } from "../../src/shared/place";
import { showToast } from "../lib/toast";

/**
 * /what-is-my-ip in the browser: copy the address, and check again (after connecting the VPN)
 * without reloading. The server rendered everything; this only refreshes the fields.
 */
const card = document.querySelector<HTMLElement>("[data-ip-card]");

if (card) {
  const lang = document.documentElement.lang;
  const field = <T extends HTMLElement = HTMLElement>(name: string) =>
    card.querySelector<T>(`[data-field="${name}"]`);
  const toast = card.querySelector<HTMLElement>("[data-toast]");
  const say = (kind: "success" | "error", key: string) =>
    toast && showToast(toast, kind, card.dataset[key] ?? "");
  const copy = card.querySelector<HTMLButtonElement>("[data-copy]");
  const recheck = card.querySelector<HTMLAnchorElement>("[data-recheck]");

  const currentIp = () => field("ip")?.dataset.value ?? field("ip")?.textContent ?? "";
  const ipField = field("ip");
  if (ipField && card.dataset.unknown !== ipField.textContent)
    ipField.dataset.value = ipField.textContent ?? "";

  if (copy && navigator.clipboard && ipField?.dataset.value) {
    copy.hidden = false;
    copy.addEventListener("click", () => {
      navigator.clipboard.writeText(currentIp()).then(
        () => say("success", "copied"),
        () => say("error", "copyFailed"),
      );
    });
  }

  const show = (info: IpInfo) => {
    const unknown = card.dataset.unknown ?? "";
    const ip = field("ip");
    if (ip) {
      ip.textContent = info.ip ?? unknown;
      ip.dataset.value = info.ip ?? "";
    }
    const version = field("version");
    if (version) {
      version.textContent = info.version ? `IPv${info.version}` : "";
      version.hidden = !info.version;
    }
    for (const status of card.querySelectorAll<HTMLElement>("[data-status]")) {
      const applies =
        status.dataset.status === "protected" ? info.protected : Boolean(info.ip) && !info.protected;
      status.hidden = !applies;
    }
    const country = info.country ? new Intl.DisplayNames([lang], { type: "region" }).of(info.country) : null;
    const place = field("place");
    if (place)
      place.textContent =
        formatPlace([info.city, info.region, country ?? null], card.dataset.separator ?? ", ") || unknown;
    const flag = field<HTMLImageElement>("flag");
    if (flag) {
      flag.hidden = !info.country;
      if (info.country) flag.src = `/flags/${info.country}.svg`;
    }
    const network = field("network");
    if (network) {
      const template = card.dataset.networkTemplate ?? "";
      network.textContent =
        info.asn && info.organization
          ? template.replace("{{organization}}", info.organization).replace("{{asn}}", String(info.asn))
          : (info.organization ?? (info.asn ? `AS${info.asn}` : unknown));
    }
    if (copy) copy.hidden = !info.ip || !navigator.clipboard;
  };

  recheck?.addEventListener("click", (event) => {
    event.preventDefault();
    if (recheck.getAttribute("aria-disabled") === "true") return;
    const label = recheck.textContent;
    recheck.setAttribute("aria-disabled", "true");
    recheck.textContent = card.dataset.checking ?? "";
    fetch(card.dataset.endpoint ?? "", { cache: "no-store", headers: { Accept: "application/json" } })
      .then((response) =>
        response.ok ? (response.json() as Promise<IpInfo>) : Promise.reject(response.status),
      )
      .then(
        (info) => {
          show(info);
          say("success", "checked");
        },
        () => say("error", "checkFailed"),
      )
      .finally(() => {
        recheck.textContent = label;
        recheck.removeAttribute("aria-disabled");
      });
  });
}
