import { suggestedProduct } from "./download-platform";

/** Set on the root while a suggestion is coming: the list stays invisible (client/styles/catalog.css). */
const PENDING = "data-suggesting";

/**
 * Inline right before the list: when the browser names a platform, it holds the list invisible
 * until SUGGEST_PLATFORM_SCRIPT has put its card first. A streamed page may paint the list
 * before the script after it is parsed; cards moving under the reader's eyes would be a layout
 * shift (decision 182: the cards' screenshots made it larger). Without JavaScript nothing is held.
 */
export const HOLD_LIST_SCRIPT = `(function(){if((${suggestedProduct.toString()})(navigator))document.documentElement.setAttribute("${PENDING}","")})();`;

/**
 * The download list's script: it finds the visitor's platform in the browser, moves that card
 * to the front, shows its badge and lets the list show. The HTML stays the same for everyone, so
 * the page is cached per URL. Classic and inline right after the list.
 */
export const SUGGEST_PLATFORM_SCRIPT = `(function(){var r=document.documentElement;try{var p=(${suggestedProduct.toString()})(navigator);var c=p&&document.querySelector('[data-platform="'+p+'"]');if(!c)return;c.classList.add("is-suggested");c.parentElement.prepend(c);var b=c.querySelector("[data-suggested]");if(b)b.hidden=false}finally{r.removeAttribute("${PENDING}")}})();`;
