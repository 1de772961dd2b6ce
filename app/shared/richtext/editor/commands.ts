// What the toolbar and the keyboard do to the document: plugins (keys, history, input rules, tables)
// and the commands behind each toolbar button, with the state each button shows.
import { baseKeymap, chainCommands, exitCode, lift, setBlockType, toggleMark, wrapIn } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { inputRules, textblockTypeInputRule, wrappingInputRule } from "prosemirror-inputrules";
import { keymap } from "prosemirror-keymap";
import type { MarkType, Node, NodeType } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem, wrapInList } from "prosemirror-schema-list";
import { type Command, type EditorState, type Plugin, Selection, TextSelection } from "prosemirror-state";
import { goToNextCell, tableEditing } from "prosemirror-tables";
import { videoIdFromUrl } from "~/shared/richtext/rules";
import * as ru from "~/shared/messages";
import { schema } from "./schema";

const { nodes, marks } = schema;

export function editorPlugins(): Plugin[] {
  const insertBreak: Command = chainCommands(exitCode, (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView());
    return true;
  });
  return [
    inputRules({
      rules: [
        textblockTypeInputRule(/^(#{1,6})\s$/, nodes.heading!, (match) => ({ level: match[1]!.length })),
        wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list!),
        // Always from 1: the stored HTML keeps no start number (the sanitizer drops it).
        wrappingInputRule(/^\s*1[.)]\s$/, nodes.ordered_list!),
        wrappingInputRule(/^\s*>\s$/, nodes.quote!),
      ],
    }),
    keymap({
      "Mod-z": undo,
      "Mod-y": redo,
      "Shift-Mod-z": redo,
      "Mod-b": toggleMark(marks.strong!),
      "Mod-i": toggleMark(marks.em!),
      "Mod-u": toggleMark(marks.underline!),
      "Shift-Enter": insertBreak,
      "Mod-Enter": insertBreak,
      Enter: splitListItem(nodes.list_item!),
      Tab: chainCommands(goToNextCell(1), sinkListItem(nodes.list_item!)),
      "Shift-Tab": chainCommands(goToNextCell(-1), liftListItem(nodes.list_item!)),
      "Mod-[": liftListItem(nodes.list_item!),
      "Mod-]": sinkListItem(nodes.list_item!),
    }),
    keymap(baseKeymap),
    history(),
    tableEditing(),
  ];
}

/** The closest ancestor of the selection of this type, with its position. */
export function ancestorOf(state: EditorState, type: NodeType): { node: Node; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === type) return { node, pos: $from.before(depth) };
  }
  return null;
}

/** True when the selection (or, when it is empty, the typing position) carries this mark. */
export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The attributes of the mark of this type at the selection's start, if any. */
export function markAttrs(state: EditorState, type: MarkType): Record<string, unknown> | null {
  const { $from, empty } = state.selection;
  const set = empty ? (state.storedMarks ?? $from.marks()) : (state.doc.nodeAt($from.pos)?.marks ?? $from.marks());
  return type.isInSet(set)?.attrs ?? null;
}

/** Sets a mark with attributes (a colour, a font size) on the selection, replacing one of the same type. */
export function setMark(type: MarkType, attrs: Record<string, unknown> | null): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (!dispatch) return true;
    const tr = state.tr;
    if (empty) {
      tr.removeStoredMark(type);
      if (attrs) tr.addStoredMark(type.create(attrs));
    } else {
      tr.removeMark(from, to, type);
      if (attrs) tr.addMark(from, to, type.create(attrs));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** The block type the selection is in: "p", "h1"…"h6", or "" for anything else (a list item's text is "p"). */
export function blockTypeOf(state: EditorState): string {
  const parent = state.selection.$from.parent;
  if (parent.type === nodes.heading) return `h${parent.attrs.level}`;
  return parent.type === nodes.paragraph ? "p" : "";
}

export function setBlock(value: string): Command {
  const level = /^h([1-6])$/.exec(value)?.[1];
  return level ? setBlockType(nodes.heading!, { level: Number(level) }) : setBlockType(nodes.paragraph!);
}

/** Wraps the selection in a list of this type, or lifts it out when it already is in one. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const list = ancestorOf(state, type);
    if (list) return liftListItem(nodes.list_item!)(state, dispatch);
    return wrapInList(type)(state, dispatch);
  };
}

export const toggleQuote: Command = (state, dispatch) =>
  ancestorOf(state, nodes.quote!) ? lift(state, dispatch) : wrapIn(nodes.quote!)(state, dispatch);

/** Left or centre alignment of the quote the selection is in (spec §3). */
export const toggleQuoteAlignment: Command = (state, dispatch) => {
  const quote = ancestorOf(state, nodes.quote!);
  if (!quote) return false;
  const align = quote.node.attrs.align === "center" ? "left" : "center";
  dispatch?.(state.tr.setNodeMarkup(quote.pos, undefined, { ...quote.node.attrs, align }));
  return true;
};

/**
 * Puts a block at the selection. A block that is not text (image, table, warning…) at the end of the
 * document gets an empty paragraph after it, so typing can go on below; one with text inside (table,
 * warning) gets the cursor there.
 */
export function insertBlock(node: Node): Command {
  return (state, dispatch) => {
    if (!dispatch) return true;
    const tr = state.tr.replaceSelectionWith(node, false);
    // Where the node landed: the replaced range may also have split the paragraph around it.
    let from = 0;
    let to = 0;
    tr.steps[tr.steps.length - 1]?.getMap().forEach((_oldFrom, _oldTo, newFrom, newTo) => {
      from = newFrom;
      to = newTo;
    });
    let at = -1;
    tr.doc.nodesBetween(from, to, (child, pos) => {
      if (at < 0 && child.type === node.type) at = pos;
      return at < 0;
    });
    if (at >= 0) {
      const end = at + tr.doc.nodeAt(at)!.nodeSize;
      if (end === tr.doc.content.size) tr.insert(end, nodes.paragraph!.create());
      const inside = node.isAtom ? null : TextSelection.findFrom(tr.doc.resolve(at + 1), 1);
      tr.setSelection(inside ?? Selection.near(tr.doc.resolve(end + 1)));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

export const warningNode = () =>
  nodes.warning!.create(null, [nodes.warning_title!.create(null, schema.text(ru.editor.warningTitle)), nodes.warning_message!.create()]);

export function tableNode(rows = 2, columns = 2): Node {
  const cell = () => nodes.table_cell!.createAndFill()!;
  return nodes.table!.create(
    null,
    Array.from({ length: rows }, () => nodes.table_row!.create(null, Array.from({ length: columns }, cell))),
  );
}

/** The video block of a link, or null for any link that is not the known host's (spec §5: ignored). */
export function videoNode(url: string): Node | null {
  const id = videoIdFromUrl(url);
  return id ? nodes.video!.create({ id }) : null;
}

export { redo, undo };
