// The editor's toolbar: block type, font size, marks, colours, lists, quotes, tables and inserts. Its
// buttons run ProseMirror commands through the editor's \`run\`; uploads and prompts are the editor's.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toggleMark } from "prosemirror-commands";
import type { MarkType } from "prosemirror-model";
import type { Command, EditorState } from "prosemirror-state";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable } from "prosemirror-tables";
import { acceptOf, ATTACHMENT, EDITOR_IMAGE } from "~/shared/files/rules";
import { FONT_SIZES_PX } from "~/shared/richtext/rules";
import { editor as t, editorGlyphs as glyphs } from "~/shared/messages";
import {
  ancestorOf,
  blockTypeOf,
  insertBlock,
  markActive,
  markAttrs,
  redo,
  setBlock,
  setMark,
  tableNode,
  toggleList,
  toggleQuote,
  toggleQuoteAlignment,
  undo,
  warningNode,
} from "./commands";
import { DEFAULT_COLOUR, HEADING_LEVELS, PALETTE, schema } from "./schema";

const { nodes, marks } = schema;

export function Toolbar({
  state,
  run,
  onVideo,
  onLink,
  onFile,
}: {
  state: EditorState;
  run: (command: Command) => void;
  onVideo: () => void;
  onLink: () => void;
  onFile: (file: File, how: "image" | "file") => void;
}) {
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inTable = isInTable(state);
  const quote = ancestorOf(state, nodes.quote!);
  const fontSize = markAttrs(state, marks.font_size!)?.size;
  const markButton = (type: MarkType, label: string, glyph: ReactNode) => (
    <ToolButton label={label} pressed={markActive(state, type)} onClick={() => run(toggleMark(type))}>
      {glyph}
    </ToolButton>
  );
  const pickFile = (how: "image" | "file") => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file, how);
  };

  return (
    <div className="rt-editor__toolbar" role="toolbar" aria-label={t.toolbar}>
      <div className="rt-editor__group">
        <ToolButton label={t.undo} disabled={!undo(state)} onClick={() => run(undo)}>
          ↶
        </ToolButton>
        <ToolButton label={t.redo} disabled={!redo(state)} onClick={() => run(redo)}>
          ↷
        </ToolButton>
      </div>
      <div className="rt-editor__group">
        <select aria-label={t.blockType} title={t.blockType} value={blockTypeOf(state)} onChange={(e) => run(setBlock(e.target.value))}>
          <option value="" disabled hidden>
            —
          </option>
          <option value="p">{t.paragraph}</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={`h${level}`}>
              {t.heading(level)}
            </option>
          ))}
        </select>
        <select
          aria-label={t.fontSize}
          title={t.fontSize}
          value={typeof fontSize === "string" ? fontSize : ""}
          onChange={(e) => run(setMark(marks.font_size!, e.target.value ? { size: e.target.value } : null))}
        >
          <option value="">{t.fontSizeDefault}</option>
          {FONT_SIZES_PX.map((px) => (
            <option key={px} value={`${px}px`} aria-label={t.fontSizePx(px)}>
              {px}
            </option>
          ))}
        </select>
      </div>
      <div className="rt-editor__group">
        {markButton(marks.strong!, t.bold, <b>{glyphs.bold}</b>)}
        {markButton(marks.em!, t.italic, <i>{glyphs.italic}</i>)}
        {markButton(marks.underline!, t.underline, <u>{glyphs.underline}</u>)}
        {markButton(
          marks.sub!,
          t.withGlyph(t.subscript, "x2"),
          <span>
            x<sub>2</sub>
          </span>,
        )}
        {markButton(
          marks.sup!,
          t.withGlyph(t.superscript, "x2"),
          <span>
            x<sup>2</sup>
          </span>,
        )}
        <ColourTool state={state} run={run} type={marks.colour!} label={t.textColour} glyph={glyphs.textColour} />
        <ColourTool state={state} run={run} type={marks.marker!} label={t.marker} glyph={glyphs.marker} />
        <ToolButton label={t.link} pressed={markActive(state, marks.link!)} onClick={onLink}>
          <Icon name="link" />
        </ToolButton>
      </div>
      <div className="rt-editor__group">
        <ToolButton
          label={t.bulletList}
          pressed={!!ancestorOf(state, nodes.bullet_list!)}
          onClick={() => run(toggleList(nodes.bullet_list!))}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={t.withGlyph(t.orderedList, "1≡")}
          pressed={!!ancestorOf(state, nodes.ordered_list!)}
          onClick={() => run(toggleList(nodes.ordered_list!))}
        >
          1≡
        </ToolButton>
        <ToolButton label={t.quote} pressed={!!quote} onClick={() => run(toggleQuote)}>
          ❝
        </ToolButton>
        <ToolButton
          label={t.quoteCentre}
          pressed={quote?.node.attrs.align === "center"}
          disabled={!quote}
          onClick={() => run(toggleQuoteAlignment)}
        >
          ≡
        </ToolButton>
        <ToolButton label={t.warning} text={t.warning} onClick={() => run(insertBlock(warningNode()))}>
          ⚠
        </ToolButton>
        <ToolButton label={t.delimiter} text={t.delimiter} onClick={() => run(insertBlock(nodes.delimiter!.create()))}>
          ⁂
        </ToolButton>
      </div>
      <div className="rt-editor__group">
        <ToolButton label={t.table} text={t.table} onClick={() => run(insertBlock(tableNode()))}>
          ▦
        </ToolButton>
        {inTable ? (
          <>
            <ToolButton label={t.addRow} onClick={() => run(addRowAfter)}>
              +⎯
            </ToolButton>
            <ToolButton label={t.addColumn} onClick={() => run(addColumnAfter)}>
              +⏐
            </ToolButton>
            <ToolButton label={t.deleteRow} onClick={() => run(deleteRow)}>
              −⎯
            </ToolButton>
            <ToolButton label={t.deleteColumn} onClick={() => run(deleteColumn)}>
              −⏐
            </ToolButton>
            <ToolButton label={t.deleteTable} onClick={() => run(deleteTable)}>
              ✕▦
            </ToolButton>
          </>
        ) : null}
      </div>
      <div className="rt-editor__group">
        <ToolButton label={t.image} onClick={() => imageInput.current?.click()}>
          <Icon name="image" />
        </ToolButton>
        <ToolButton label={t.attachment} onClick={() => fileInput.current?.click()}>
          <Icon name="attachment" />
        </ToolButton>
        <ToolButton label={t.video} text={t.video} onClick={onVideo}>
          ▶
        </ToolButton>
        <ToolButton label={t.rawHtml} onClick={() => run(insertBlock(nodes.raw_html!.create()))}>
          &lt;/&gt;
        </ToolButton>
        <input ref={imageInput} type="file" accept={acceptOf(EDITOR_IMAGE)} hidden tabIndex={-1} onChange={pickFile("image")} />
        <input ref={fileInput} type="file" accept={acceptOf(ATTACHMENT)} hidden tabIndex={-1} onChange={pickFile("file")} />
      </div>
    </div>
  );
}

/**
 * A toolbar button: a glyph named by `label` (aria-label and tooltip), or, with `text`, the glyph and a
 * short visible word that is its name: a symbol nobody recognises (⚠ ⁂ ▦ ▶) is read without hovering.
 */
function ToolButton({
  label,
  text,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  text?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={text ? "rt-editor__button rt-editor__button--labelled" : "rt-editor__button"}
      aria-label={text ? undefined : label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keep the editor's focus and selection: the command acts on what is selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
      {text ? <span className="rt-editor__button-text">{text}</span> : null}
    </button>
  );
}

const CUSTOM_COLOUR_THROTTLE_MS = 30;

/** Text colour or marker: the button applies the last colour picked in this session, the arrow opens the palette. */
function ColourTool({
  state,
  run,
  type,
  label,
  glyph,
}: {
  state: EditorState;
  run: (command: Command) => void;
  type: MarkType;
  label: string;
  glyph: string;
}) {
  const key = `portal.editor.${type.name}`;
  const [colour, setColour] = useState<string>(DEFAULT_COLOUR);
  const [open, setOpen] = useState(false);
  const custom = useRef<{ last: number; timer?: ReturnType<typeof setTimeout> }>({ last: 0 });
  useEffect(() => {
    const remembered = window.sessionStorage.getItem(key);
    if (remembered && /^#[0-9a-f]{6}$/.test(remembered)) setColour(remembered);
  }, [key]);
  const apply = (value: string, close = true) => {
    setColour(value);
    window.sessionStorage.setItem(key, value);
    run(setMark(type, { colour: value }));
    if (close) setOpen(false);
  };
  const active = markAttrs(state, type)?.colour;
  return (
    <div className="rt-editor__colour">
      <ToolButton label={label} pressed={typeof active === "string"} onClick={() => apply(colour)}>
        <span className="rt-editor__swatch-glyph" style={{ borderBottomColor: colour }}>
          {glyph}
        </span>
      </ToolButton>
      <button
        type="button"
        className="rt-editor__button rt-editor__button--arrow"
        aria-label={t.palette(label)}
        title={t.palette(label)}
        aria-expanded={open}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div className="rt-editor__palette" role="group" aria-label={t.palette(label)}>
          {PALETTE.map((hex) => (
            <button
              key={hex}
              type="button"
              className="rt-editor__swatch"
              style={{ background: hex }}
              aria-label={t.colour(hex)}
              title={t.colour(hex)}
              aria-pressed={active === hex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(hex)}
            />
          ))}
          <label className="rt-editor__custom">
            {t.customColour}
            <input
              type="color"
              value={colour}
              onChange={(event) => {
                // The native picker fires on every move: at most one change per 30 ms, the last one always (spec §9).
                const value = event.target.value.toLowerCase();
                const wait = custom.current.last + CUSTOM_COLOUR_THROTTLE_MS - Date.now();
                clearTimeout(custom.current.timer);
                const pick = () => {
                  custom.current.last = Date.now();
                  apply(value, false);
                };
                if (wait <= 0) pick();
                else custom.current.timer = setTimeout(pick, wait);
              }}
            />
          </label>
          <button
            type="button"
            className="rt-editor__button rt-editor__button--text"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              run(setMark(type, null));
              setOpen(false);
            }}
          >
            {t.removeColour}
          </button>
        </div>
      ) : null}
    </div>
  );
}

// Toolbar pictures drawn here, not emoji: shop terminals often have no emoji font.
const ICONS = {
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01",
  attachment: "M16 7v9a4 4 0 0 1-8 0V6a2.5 2.5 0 0 1 5 0v9a1 1 0 0 1-2 0V7",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
