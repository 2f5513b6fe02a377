import { usePage } from "../page-context";

/**
 * A page's own small enhancement script (a Vite entry), with the response's CSP nonce. The page
 * works without it; the script only adds what needs the browser.
 */
export function PageScript({ src }: { src: string }) {
  const { nonce } = usePage();
  return <script type="module" src={src} nonce={nonce} async />;
}
