// Cards are rendered once per content: the same inputs give the kept HTML without rendering again,
// changed inputs (a like, another reader's rights) render anew, and the oldest are let go past the limit.
import { describe, expect, it } from "vitest";
import { renderedOnce } from "../server/card-cache.server";

describe("the feed's card cache", () => {
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

  it("lets the least recently used card go past a thousand", () => {
    const tag = Math.random();
    let renders = 0;
    const render = () => `<article>${++renders}</article>`;
    renderedOnce({ tag, n: 0 }, render);
    for (let n = 1; n <= 999; n++) renderedOnce({ tag, n }, render);
    renderedOnce({ tag, n: 0 }, render); // used again: the newest now
    expect(renders).toBe(1000);
    renderedOnce({ tag, n: 1000 }, render); // the thousand-and-first: n = 1 goes, n = 0 stays
    renderedOnce({ tag, n: 0 }, render);
    expect(renders).toBe(1001);
    renderedOnce({ tag, n: 1 }, render);
    expect(renders).toBe(1002);
  });
});
