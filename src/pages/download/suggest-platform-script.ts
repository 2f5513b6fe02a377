import { suggestedProduct } from "./download-platform";

/**
 * The download list's only script: it finds the visitor's platform in the browser, moves that
 * card to the front and shows its badge. The HTML stays the same for everyone, so the page is
 * cached per URL. Classic and inline right after the list, so it runs before the first paint.
 */
export const SUGGEST_PLATFORM_SCRIPT = `(function(){var p=(${suggestedProduct.toString()})(navigator);var c=p&&document.querySelector('[data-platform="'+p+'"]');if(!c)return;c.classList.add("is-suggested");c.parentElement.prepend(c);var b=c.querySelector("[data-suggested]");if(b)b.hidden=false})();`;
