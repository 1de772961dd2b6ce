// The settings form of a service (/services/{key}/admin) for its tests: what a browser without JavaScript
// posts from the page (every named control read from the HTML: ticked boxes only, a select's chosen option,
// a textarea's text), and the same form as the domain's save reads it, built from the saved settings.
import { text } from "../../../../tests/helpers/form-browser";
import type { ServiceSettings } from "../server/admin.server";

/** A form's controls by name; a name posted more than once (ticked boxes) has a list. */
export type Controls = Record<string, string | string[]>;

const attributes = (tag: string) => {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g)) found[name!] = text(value ?? "");
  return found;
};

/** The controls of the page's first form whose class holds `formClass`, as the browser would post them. */
export function controlsOf(html: string, formClass = "services-admin"): Controls {
  const start = html.search(new RegExp(`<form\\b[^>]*class="[^"]*\\b${formClass}\\b`));
  if (start < 0) throw new Error(`no form .${formClass} on the page`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const controls: Controls = {};
  const add = (name: string | undefined, value: string) => {
    if (!name) return;
    const was = controls[name];
    controls[name] = was === undefined ? value : [was, value].flat();
  };
  for (const [control] of form.matchAll(/<input\b[^>]*>|<select\b[^>]*>[\s\S]*?<\/select>|<textarea\b[^>]*>[\s\S]*?<\/textarea>/g)) {
    const a = attributes(/^<[^>]*>/.exec(control)![0]);
    if ("disabled" in a) continue;
    if (control.startsWith("<input")) {
      if ((a.type === "checkbox" || a.type === "radio") && !("checked" in a)) continue;
      if (a.type === "submit" || a.type === "button") continue;
      add(a.name, a.value ?? (a.type === "checkbox" ? "on" : ""));
    } else if (control.startsWith("<select")) {
      const options = [...control.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map(([, attrs, label]) => ({
        a: attributes(attrs!),
        label: text(label!),
      }));
      // A list of several posts its chosen options only; a single select its chosen one, else its first.
      if ("multiple" in a) for (const o of options.filter((o) => "selected" in o.a)) add(a.name, o.a.value ?? o.label);
      else {
        const chosen = options.find((o) => "selected" in o.a) ?? options[0];
        if (chosen) add(a.name, chosen.a.value ?? chosen.label);
      }
    } else {
      add(a.name, text(/^<textarea\b[^>]*>([\s\S]*?)<\/textarea>$/.exec(control)![1]!));
    }
  }
  return controls;
}

/** The controls with some replaced; null removes one (a box unticked). */
export function changed(controls: Controls, over: Record<string, string | string[] | null>): Controls {
  const next = { ...controls };
  for (const [name, value] of Object.entries(over)) {
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** The number of the field row whose label is `label` (-1: none). */
export const rowOf = (controls: Controls, label: string) => {
  for (let n = 0; `fields.${n}.label` in controls; n++) if (controls[`fields.${n}.label`] === label) return n;
  return -1;
};

/** The first blank row (no key, no label): where a new field is typed. */
export const blankRowOf = (controls: Controls) => {
  for (let n = 0; `fields.${n}.label` in controls; n++) if (!controls[`fields.${n}.key`] && !controls[`fields.${n}.label`]) return n;
  return -1;
};

type Row = Record<string, string | boolean>;
/** The settings form as the domain's save reads it (conform's nesting of the page's controls), from the saved settings. */
export function formOf(s: ServiceSettings) {
  const fields: Record<string, Row> = {};
  s.fields.forEach((f, n) => {
    fields[n] = {
      key: f.key,
      label: f.label,
      kind: f.kind,
      required: f.required,
      help: f.help ?? "",
      min: f.min?.toString() ?? "",
      max: f.max?.toString() ?? "",
      options: f.options?.join("\n") ?? "",
      notPast: f.notPast ?? false,
      order: String((n + 1) * 10),
    };
  });
  const whoOf = (n: number) => {
    const who = s.route.approvals[n]?.who[0];
    return who?.kind === "manager" ? "manager" : who?.kind === "role" ? `role:${who.role}` : "";
  };
  return {
    name: s.name,
    description: s.description,
    icon: s.icon,
    categoryId: String(s.categoryId),
    archived: s.archived,
    audience: [...s.audience.roles],
    audienceDepartments: (s.audience.departments ?? []).map(String),
    audiencePositions: (s.audience.positions ?? []).join("\n"),
    fields,
    approvals: Object.fromEntries([0, 1, 2].map((n) => [n, { who: whoOf(n), dueHours: s.route.approvals[n]?.dueHours?.toString() ?? "" }])),
    handlers: {
      roles: s.route.handlers.who.flatMap((w) => (w.kind === "role" ? [w.role] : [])),
      dueHours: s.route.handlers.dueHours?.toString() ?? "",
    },
    version: String(s.version),
  };
}
export type SettingsForm = ReturnType<typeof formOf>;
