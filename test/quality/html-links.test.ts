import { describe, expect, it } from "vitest";
import { linksOf } from "./html-links";

const page = "http://127.0.0.1:8801/de/pricing";
const hrefs = (html: string) => linksOf(html, page).map(({ url, tag }) => `${tag} ${url.href}`);

describe("linksOf", () => {
  it("finds links, scripts, stylesheets, images and search forms, resolved against the page", () => {
    const html = `<!doctype html><html><head><link rel="stylesheet" href="/assets/s.css">
      <script type="module" src="/assets/e.js"></script></head><body>
      <a href="download">d</a><img src="/i.svg" alt=""><form action="/blog/search"></form>
      </body></html>`;
    expect(hrefs(html)).toEqual([
      "link http://127.0.0.1:8801/assets/s.css",
      "script http://127.0.0.1:8801/assets/e.js",
      "a http://127.0.0.1:8801/de/download",
      "img http://127.0.0.1:8801/i.svg",
      "form http://127.0.0.1:8801/blog/search",
    ]);
  });

  it("leaves out canonical and alternate links (other hosts) and forms that post", () => {
    const html = `<link rel="canonical" href="https://www.vpnmaster.com/de/pricing">
      <link rel="alternate" hreflang="en" href="https://www.vpnmaster.com/pricing">
      <form method="post" action="/consent"><button>ok</button></form>`;
    expect(hrefs(html)).toEqual([]);
  });

  it("looks inside templates, where server-rendered dialogs wait", () => {
    expect(hrefs(`<template><a href="/pricing">offer</a></template>`)).toEqual([
      "a http://127.0.0.1:8801/pricing",
    ]);
  });

  it("reports an unparsable URL instead of skipping it", () => {
    expect(hrefs(`<a href="http://[bad">x</a>`)).toEqual(["a with unparsable http://[bad invalid:"]);
  });
});
