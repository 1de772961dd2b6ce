// The editor's trim on blur (spec §5 "trimmed of redundant spaces and empty paragraphs on blur"), the
// same rule trimRichHtml applies on the server: runs of spaces and no-break spaces become one space,
// text blocks lose the spaces at their edges, blank paragraphs go from the start and the end of the
// document and a run of them in the middle shrinks to one. One transaction, or null when nothing changes.
import type { Node } from "prosemirror-model";
import type { EditorState, Transaction } from "prosemirror-state";

const SPACE = /[ \t\r\n\u00a0]/;
/** Stand-in for an inline node that is not text (a line break): never a space, never removed. */
const OBJECT = "\ufffc";

interface Edit {
  from: number;
  to: number;
  /** " " for a collapsed run, "" for an edge. */
  text: string;
}

/** The edits of one text block whose content starts at `start`. */
function blockEdits(block: Node, start: number): Edit[] {
  let text = "";
  const positions: number[] = [];
  block.forEach((child, offset) => {
    if (child.isText) {
      for (let i = 0; i < child.text!.length; i++) {
        text += child.text![i];
        positions.push(start + offset + i);
      }
    } else {
      text += OBJECT;
      positions.push(start + offset);
    }
  });
  const edits: Edit[] = [];
  const span = (a: number, b: number, replacement: string) =>
    edits.push({ from: positions[a]!, to: positions[b - 1]! + 1, text: replacement });
  let lead = 0;
  while (lead < text.length && SPACE.test(text[lead]!)) lead++;
  if (lead === text.length) {
    if (lead) span(0, lead, "");
    return edits;
  }
  let tail = text.length;
  while (SPACE.test(text[tail - 1]!)) tail--;
  if (lead) span(0, lead, "");
  for (const run of text.slice(lead, tail).matchAll(/[ \t\r\n\u00a0]{2,}/g)) span(lead + run.index, lead + run.index + run[0].length, " ");
  if (tail < text.length) span(tail, text.length, "");
  return edits;
}

/** A paragraph a reader sees as blank: nothing, or only spaces and line breaks. */
function isOnlyBlank(node: Node): boolean {
  let blank = true;
  node.forEach((child) => {
    if (child.isText ? child.text!.replace(/[ \t\r\n\u00a0]/g, "") !== "" : child.type.name !== "hard_break") blank = false;
  });
  return blank;
}

const isOnlyBlankParagraph = (node: Node) => node.type.name === "paragraph" && isOnlyBlank(node);

export function trimTransaction(state: EditorState): Transaction | null {
  const tr = state.tr;
  const edits: Edit[] = [];
  state.doc.descendants((node, pos) => {
    if (node.isTextblock && !node.type.spec.code) {
      edits.push(...blockEdits(node, pos + 1));
      return false;
    }
    return true;
  });
  // From the end, so every position still points where it did.
  for (const edit of edits.sort((a, b) => b.from - a.from)) {
    if (edit.text) tr.insertText(edit.text, edit.from, edit.to);
    else tr.delete(edit.from, edit.to);
  }

  const blocks: { node: Node; pos: number }[] = [];
  tr.doc.forEach((node, pos) => blocks.push({ node, pos }));
  const first = blocks.findIndex((b) => !isOnlyBlankParagraph(b.node));
  if (first === -1) {
    // Nothing a reader sees: one empty paragraph stays, the field's "content required" rule does the rest.
    if (blocks.length > 1 || blocks[0]!.node.content.size > 0) {
      tr.replaceWith(0, tr.doc.content.size, state.schema.nodes.paragraph!.create());
    }
    return tr.docChanged ? tr : null;
  }
  let last = blocks.length - 1;
  while (isOnlyBlankParagraph(blocks[last]!.node)) last--;
  const removed = new Set<number>();
  for (let i = 0; i < blocks.length; i++) {
    const blank = isOnlyBlankParagraph(blocks[i]!.node);
    if (blank && (i < first || i > last || isOnlyBlankParagraph(blocks[i - 1]!.node))) removed.add(i);
  }
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (!removed.has(i)) continue;
    const { node, pos } = blocks[i]!;
    tr.delete(pos, pos + node.nodeSize);
  }
  return tr.docChanged ? tr : null;
}
