// Building DOM in the scripts that live outside React's tree (the push panels, the search dropdown).

export type Attrs = Record<string, string>;

/** An element with these attributes and children (text children are set as text, never as HTML). */
export function el(tag: string, attrs: Attrs, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
