import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * zod for the site's code: zod/mini, the functional API, whose schemas are plain objects (classic
 * zod attaches its whole method API to every schema it builds, ~40 ms of the Worker's start-up;
 * decision 184). Unlike classic zod, zod/mini registers no locale: without this line every issue
 * would read "Invalid input", and the API's invalid-input answers name their issues in English.
 */
config(en());

export * from "zod/mini";
