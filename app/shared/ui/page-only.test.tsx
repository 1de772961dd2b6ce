// @vitest-environment happy-dom
// A block shown once (pageOnly): the server renders it from the value its loader kept, the browser gets
// only the stand-in and hydrates the server's markup as it is (React's development build checks every
// element it hydrates and reports a mismatch); the data itself, when a revalidation brings it, renders.
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RichMarkup } from "~/shared/richtext/rich-html";
import { PageOnlyBlock, PageOnlyProvider, type PageOnly } from "./page-only";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Report = { names: string[] };
const REPORT: Report = { names: ["Иванова Мария", "Петров Олег"] };
// As the sanitizer writes it ("<br />"), not as the browser spells it back ("<br>").
const TEXT = '<h2>Пропуск</h2><p>Получите пропуск на <a href="/files/1/plan.pdf">ресепшене</a>.<br />Справа от входа.</p>';

function Page({ title = "Документ", report, text }: { title?: string; report: Report | PageOnly; text: string | PageOnly }) {
  return (
    <main>
      <h1>{title}</h1>
      <RichMarkup className="rich-content" html={text} basePath="/portal" />
      <PageOnlyBlock
        as="section"
        id="report"
        className="card"
        aria-label="Отчёт"
        value={report}
        render={(data) => (
          <ul>
            {data.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      />
    </main>
  );
}

const standIns = { report: { pageOnly: "report" }, text: { pageOnly: "text" } };

describe("blocks a page shows once", () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let problems: unknown[];
  let recovered: unknown[];
  beforeEach(() => {
    problems = [];
    recovered = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void problems.push(args));
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.restoreAllMocks();
  });

  /** The server's HTML of the page, the values kept for its render only. */
  const serverHtml = () =>
    renderToString(
      <PageOnlyProvider
        value={
          new Map<string, unknown>([
            ["report", REPORT],
            ["text", TEXT],
          ])
        }
      >
        <Page {...standIns} />
      </PageOnlyProvider>,
    );

  /** The server's HTML as the browser holds it, then hydrated: the markup as the browser had it before hydrating. */
  const hydrate = (html: string, page: ReactElement): string => {
    container.innerHTML = html;
    const before = container.innerHTML;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => void recovered.push(error) });
    });
    return before;
  };
  const shown = () => ({
    text: container.querySelector(".rich-content")?.innerHTML,
    report: container.querySelector("#report")?.textContent,
  });

  it("the server renders from the kept values; the browser hydrates with the stand-ins alone and keeps that markup", () => {
    const html = serverHtml();
    expect(html).toContain("<li>Иванова Мария</li>");
    expect(html).toContain('<a href="/portal/files/1/plan.pdf">ресепшене</a>');
    const before = hydrate(html, <Page {...standIns} />);
    expect([...problems, ...recovered]).toEqual([]);
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector("section#report")?.getAttribute("aria-label")).toBe("Отчёт");
  });

  it("should React give up hydrating and render the page afresh, the blocks still show the server's markup", () => {
    const html = serverHtml();
    hydrate(html, <Page {...standIns} title="Другой заголовок" />); // a mismatch elsewhere on the page
    expect(recovered.length).toBeGreaterThan(0);
    expect(container.querySelector("h1")?.textContent).toBe("Другой заголовок");
    expect(shown()).toEqual({
      text: TEXT.replace("/files/", "/portal/files/").replace("<br />", "<br>"),
      report: "Иванова МарияПетров Олег",
    });
  });

  it("a revalidation brings the data: the same text leaves the element as it is; a new text and report render", () => {
    hydrate(serverHtml(), <Page {...standIns} />);
    const heading = container.querySelector(".rich-content")!.firstChild;
    act(() => root!.render(<Page report={REPORT} text={TEXT} />));
    expect(container.querySelector(".rich-content")!.firstChild).toBe(heading); // an embedded video would go on playing
    act(() => root!.render(<Page report={{ names: [...REPORT.names, "Сидоров Иван"] }} text="<p>Новый текст</p>" />));
    expect(shown()).toEqual({ text: "<p>Новый текст</p>", report: "Иванова МарияПетров ОлегСидоров Иван" });
    expect([...problems, ...recovered]).toEqual([]);
  });

  it("with the data itself in the loader data (a client navigation) the blocks render from it, as before", () => {
    const html = renderToString(<Page report={REPORT} text={TEXT} />);
    expect(html).toContain('<div class="rich-content"><h2>');
    const before = hydrate(html, <Page report={REPORT} text={TEXT} />);
    expect([...problems, ...recovered]).toEqual([]);
    expect(container.innerHTML).toBe(before);
  });
});
