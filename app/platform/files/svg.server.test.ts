// The SVG allow-list (svg.server.ts): a drawing is kept with its geometry, gradients and presentation; scripts,
// event handlers, HTML, links and references to other addresses go however they are spelled; a file that is no
// SVG (text, HTML, an SVG only inside a script) is told apart.
import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg.server";

const clean = (source: string) => sanitizeSvg(Buffer.from(source, "utf8"))?.toString("utf8") ?? null;
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe("sanitizeSvg", () => {
  it("keeps a drawing: elements, case-sensitive names, gradients referred to inside the file", () => {
    const source = `<svg ${NS} viewBox="0 0 24 24" width="24" height="24"><title>Логотип &amp; знак</title><defs><radialGradient id="r" cx="12" cy="12" r="8"><stop offset="1" stop-color="#fff" stop-opacity=".5"/></radialGradient></defs><g transform="translate(1 1)"><rect x="1" y="1" width="4" height="4" rx="1" fill="url(#r)"/><polygon points="1,1 2,2 3,1" stroke="#000" stroke-width="2"/></g></svg>`;
    expect(clean(source)).toBe(
      `<svg ${NS} viewBox="0 0 24 24" width="24" height="24"><title>Логотип &amp; знак</title><defs><radialGradient id="r" cx="12" cy="12" r="8"><stop offset="1" stop-color="#fff" stop-opacity=".5"></stop></radialGradient></defs><g transform="translate(1 1)"><rect x="1" y="1" width="4" height="4" rx="1" fill="url(#r)"></rect><polygon points="1,1 2,2 3,1" stroke="#000" stroke-width="2"></polygon></g></svg>`,
    );
  });

  it("drops scripts, handlers, HTML, links and foreign references however they are spelled", () => {
    const out = clean(
      `<svg ${NS} onload="x()"><script type="text/ecmascript">x()</script><SCRIPT>y()</SCRIPT>` +
        `<foreignObject><iframe src="https://evil.example"></iframe><svg><path d="M0 0"/></svg></foreignObject>` +
        `<a href="&#106;avascript:x()"><path d="M1 1" fill="\\75rl(https://evil.example)" stroke="URL( 'https://evil.example' )"/></a>` +
        `<animate attributeName="href" to="javascript:x()"/><set attributeName="onclick" to="x()"/>` +
        `<image xlink:href="data:image/png;base64,AAAA"/><use href="#a"/><style>@import url(https://evil.example);</style>` +
        `<circle cx="1" cy="1" r="1" style="fill:red" class="c" ONCLICK="x()"/></svg>`,
    )!;
    expect(out).toBe(`<svg ${NS}><path d="M1 1"></path><circle cx="1" cy="1" r="1"></circle></svg>`);
  });

  it("tells what is no SVG image", () => {
    expect(clean("просто текст")).toBeNull();
    expect(clean("<html><body><svg></svg></body></html>")).toBeNull();
    expect(clean(`<script><svg ${NS}></svg></script>`)).toBeNull();
    expect(sanitizeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]))).toBeNull();
    // The prolog an editor writes is no obstacle, and is not kept.
    expect(
      clean(
        `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Inkscape -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${NS}><path d="M0 0"/></svg>`,
      ),
    ).toBe(`<svg ${NS}><path d="M0 0"></path></svg>`);
  });
});
