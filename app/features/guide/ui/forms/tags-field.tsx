// The tags of an article: one text field, tags separated by commas (new tags are simply typed). With
// JavaScript the tag being typed is looked up in the existing tags (GET /api/tags/find-by-value) and
// offered through a <datalist>, each option being the whole field with that tag completed.
import { type FieldMetadata } from "@conform-to/react";
import { getInputProps } from "~/shared/forms/props";
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/shared/ui/hydrated";

const DEBOUNCE_MS = 300;

export function TagsField({ field }: { field: FieldMetadata<string> }) {
  const hydrated = useHydrated();
  const root = useRouteLoaderData<{ basePath?: string }>("root");
  const [options, setOptions] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const listId = `${field.id}-suggestions`;

  function suggest(text: string) {
    clearTimeout(timer.current);
    const cut = text.lastIndexOf(",");
    const before = cut >= 0 ? `${text.slice(0, cut + 1)} ` : "";
    const typed = text.slice(cut + 1).trim();
    if (typed.length < 2) return setOptions([]);
    timer.current = setTimeout(async () => {
      try {
        const response = await fetch(`${root?.basePath ?? ""}/api/tags/find-by-value?${new URLSearchParams({ value: typed })}`, {
          credentials: "same-origin",
        });
        const body = (await response.json()) as { responseCode: number; response: { value: string }[] | null };
        setOptions(body.responseCode === 0 && body.response ? body.response.map((tag) => `${before}${tag.value}`) : []);
      } catch {
        setOptions([]);
      }
    }, DEBOUNCE_MS);
  }

  return (
    <>
      <input
        {...getInputProps(field, { type: "text" })}
        autoComplete="off"
        maxLength={2000}
        list={hydrated ? listId : undefined}
        onInput={hydrated ? (event) => suggest(event.currentTarget.value) : undefined}
      />
      {hydrated ? (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
