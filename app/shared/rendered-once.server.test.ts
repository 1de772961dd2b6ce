// Cards are rendered once per content: the same inputs give the kept HTML without rendering again,
// changed inputs (a like, another reader's rights) render anew, and the least recently used are let go past the bytes they may hold.
import { describe, expect, it } from "vitest";
import { CARDS_KEPT_BYTES, renderedOnce } from "./rendered-once.server";

describe("cards rendered once", () => {
  it("renders the same inputs once and changed inputs again", () => {
    let renders = 0;
    const render = (text: string) => () => `<article>${text} ${++renders}</article>`;
    const post = { id: 1, likeCount: 0, hasLike: false, text: `Новость ${Math.random()}` };
    const first = renderedOnce([post, { back: "/" }], render(post.text));
    expect(renderedOnce([{ ...post }, { back: "/" }], render(post.text))).toBe(first);
    expect(renders).toBe(1);
    const liked = renderedOnce([{ ...post, likeCount: 1, hasLike: true }, { back: "/" }], render(post.text));
    expect(liked).not.toBe(first);
    expect(renderedOnce([post, { back: "/news" }], render(post.text))).not.toBe(first);
    expect(renders).toBe(3);
  });

  it("holds at most CARDS_KEPT_BYTES of cards, letting the least recently used go first", () => {
    const tag = Math.random();
    let renders = 0;
    // 100 KB cards: a count of a thousand would have held 200 MB of them.
    const render = () => `<article>${++renders}${"x".repeat(50_000)}</article>`;
    const perCard = CARDS_KEPT_BYTES / 100_000;
    renderedOnce({ tag, n: 0 }, render);
    for (let n = 1; n < perCard - 5; n++) renderedOnce({ tag, n }, render);
    renderedOnce({ tag, n: 0 }, render); // used again: the newest now
    const rendered = renders;
    for (let n = 1000; n < 1020; n++) renderedOnce({ tag, n }, render); // pushes the oldest out, not n = 0
    renderedOnce({ tag, n: 0 }, render);
    expect(renders).toBe(rendered + 20);
    renderedOnce({ tag, n: 1 }, render);
    expect(renders).toBe(rendered + 21);
  });
});
