// A browser without JavaScript for the page tests: it reads pages and posts forms as one of the people
// signed in into `cookies` (none: signed out), does not follow redirects by itself, and reads what the
// pages say (counts, text with its entities decoded, the values of a form's fields).
import { expect } from "vitest";
import type { TestServer } from "./http";

/** A form's fields, url-encoded (a list: the name once per value), or multipart as FormData. */
export type FormFields = Record<string, string | string[]> | FormData;

/**
 * Pages and form posts on `serverOf()` (read at each request, so a suite may start its server later).
 * `redirectStatus`: what the actions answer a good post with, 302 (Remix's redirect, the feed's) unless
 * the feature's actions say 303.
 */
export function formBrowser<Who extends string>(
  serverOf: () => TestServer,
  cookies: Record<Who, string>,
  options: { redirectStatus?: 302 | 303 } = {},
) {
  const redirectStatus = options.redirectStatus ?? 302;
  const headers = (who?: Who | null): Record<string, string> => (who ? { Cookie: cookies[who] ?? "" } : {});
  const get = (url: string, who?: Who | null) => fetch(`${serverOf().url}${url}`, { redirect: "manual", headers: headers(who) });
  /** A page that answers 200, as HTML. */
  const html = async (url: string, who?: Who | null) => {
    const response = await get(url, who);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const post = (url: string, who: Who | null, form: FormFields) => {
    let body: FormData | URLSearchParams;
    if (form instanceof FormData) body = form;
    else {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) body.append(k, one);
    }
    return fetch(`${serverOf().url}${url}`, { method: "POST", redirect: "manual", headers: headers(who), body });
  };
  /**
   * Posts a form, expects the redirect (to exactly `location`, or matching it) and returns the page it
   * leads to (with its toast), loaded without the address's #fragment.
   */
  const postAndFollow = async (url: string, who: Who, form: FormFields, location: string | RegExp) => {
    const response = await post(url, who, form);
    expect(response.status, await response.clone().text()).toBe(redirectStatus);
    const to = response.headers.get("location") ?? "";
    if (typeof location === "string") expect(to).toBe(location);
    else expect(to).toMatch(location);
    return { page: await html(to.split("#")[0] ?? "/", who), location: to };
  };
  return { get, html, post, postAndFollow };
}

/** How many times `needle` is in `html`. */
export const count = (html: string, needle: string | RegExp) =>
  typeof needle === "string" ? html.split(needle).length - 1 : (html.match(new RegExp(needle, "g")) ?? []).length;

/** The text of the page's HTML with entities decoded enough for Russian text and quotes. */
export const text = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The create form's one-time token in a page. */
export const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** The value of the input named `name` in a page ("" when it has none). */
export const inputValue = (html: string, name: string) =>
  text(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "");

/** The text of the textarea named `name`. */
export const textareaValue = (html: string, name: string) =>
  text(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "");
