// The ProseMirror editor that takes the textarea's place once scripts run (loaded lazily by
// RichTextField, so only pages with a rich-text field download it). It reads its first content from
// the textarea and writes its HTML back there on every change: the form posts the same field as
// without JavaScript, and conform validates it as before.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { toggleMark } from "prosemirror-commands";
import { DOMSerializer, type MarkType, type Node } from "prosemirror-model";
import { EditorState, type Command } from "prosemirror-state";
import { EditorView, type NodeView } from "prosemirror-view";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable } from "prosemirror-tables";
import { TOAST_MS } from "~/shell/ui/toasts";
import { acceptOf, extensionOf, fileSizeMb } from "~/platform/files/schema";
import { FONT_SIZES_PX, safeLinkHref } from "~/shared/richtext/rules";
import editorStyles from "~/shared/richtext/editor/editor.css";
import { withBasePath } from "~/shared/richtext/rich-html";
import * as ru from "~/shared/messages";
import {
  ancestorOf, blockTypeOf, editorPlugins, insertBlock, markActive, markAttrs, redo, setBlock, setMark,
  tableNode, toggleList, toggleQuote, toggleQuoteAlignment, undo, videoNode, warningNode,
} from "./commands";
import { DEFAULT_COLOUR, HEADING_LEVELS, PALETTE, parseHtml, schema, serializeHtml } from "./schema";
import { trimTransaction } from "./trim";
import { checkBeforeUpload, uploadFile } from "./upload";

const t = ru.editor;
const { nodes, marks } = schema;

type Toast = { type: "success" | "error"; text: string };

export interface EditorProps {
  /** The form's textarea: the first content comes from it, every change goes back into it. */
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The field's id: its label names the editor. */
  fieldId: string;
  rows: number;
  uploadUrl: string;
  /** BASE_PATH: the portal's file addresses ("/files/…") are stored without it and shown with it. */
  basePath: string;
  /** Called once the editor and its styles are loaded, so the textarea can step aside. */
  onReady: () => void;
  /** True once the textarea has stepped aside: only then is the editor shown and named by the label. */
  active: boolean;
}

export default function Editor({ textarea, fieldId, rows, uploadUrl, basePath, onReady, active }: EditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [styled, setStyled] = useState(false);
  const styles = useRef<HTMLLinkElement>(null);
  // A stylesheet the browser already had may be applied before React listens for its load event.
  useEffect(() => {
    if (styles.current?.sheet) setStyled(true);
  }, []);
  const [toast, setToast] = useState<Toast | null>(null);
  /** The textarea's value as the editor last read or wrote it. */
  const written = useRef("");

  useEffect(() => {
    const field = textarea.current;
    if (!field || !mount.current) return;
    const writeBack = (doc: Node) => {
      const target = textarea.current ?? field;
      target.value = written.current = serializeHtml(doc);
      // conform revalidates on input events of the form's fields.
      target.dispatchEvent(new Event("input", { bubbles: true }));
    };
    written.current = field.value;
    const editor: EditorView = new EditorView(mount.current, {
      state: EditorState.create({ doc: parseHtml(field.value), plugins: editorPlugins() }),
      attributes: ariaOf(field, fieldId, false),
      nodeViews: {
        raw_html: (node, v, getPos) => new RawHtmlView(node, v, getPos),
        // Shown under BASE_PATH; what is saved (toDOM) keeps the stored address.
        image: (node) => {
          const { dom } = DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node));
          if (dom instanceof HTMLElement) for (const img of dom.querySelectorAll("img")) img.src = withBasePath(img.getAttribute("src") ?? "", basePath);
          return { dom };
        },
      },
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (tr.docChanged) writeBack(next.doc);
      },
      handlePaste(_view, event) {
        const images = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith("image/"));
        if (!images.length) return false;
        for (const image of images) void insertUpload(image, "pasted");
        return true;
      },
      handleDOMEvents: {
        blur(_view, event) {
          // Moving to the toolbar (or a raw HTML block) is not leaving the editor.
          const next = event.relatedTarget;
          if (next instanceof globalThis.Node && root.current?.contains(next)) return false;
          const tr = trimTransaction(editor.state);
          if (tr) editor.dispatch(tr);
          return false;
        },
      },
    });
    view.current = editor;
    setState(editor.state);
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later renders only refresh its aria attributes (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The field's label, hint and error stay tied to what the person types in, once the editor is shown.
  useEffect(() => {
    if (view.current && textarea.current) view.current.setProps({ attributes: ariaOf(textarea.current, fieldId, active) });
  });

  const shown = styled && state !== null;
  /** Typed into the textarea while the editor was loading: that text is what the editor starts with. */
  const adoptTyped = () => {
    const editor = view.current;
    const field = textarea.current;
    if (!editor || !field || field.value === written.current) return;
    written.current = field.value;
    const next = EditorState.create({ doc: parseHtml(field.value), plugins: editor.state.plugins });
    editor.updateState(next);
    setState(next);
  };
  useEffect(() => {
    if (!shown || !view.current || !textarea.current) return;
    adoptTyped();
    onReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, onReady]);
  // Once more when the textarea has stepped aside: text typed between the check above and the swap stays too.
  useEffect(() => {
    if (active) adoptTyped();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch, editor);
    editor.focus();
  };

  async function insertUpload(file: File, how: "image" | "pasted" | "file") {
    const refusal = checkBeforeUpload(file, how);
    if (refusal) return setToast({ type: "error", text: refusal });
    const field = how === "file" ? "file" : "image";
    const result = await uploadFile(uploadUrl, field, file);
    if (!result.ok) return setToast({ type: "error", text: result.message });
    const editor = view.current;
    if (!editor) return;
    let node: Node;
    if (field === "image") {
      node = nodes.image!.create({ src: result.link, alt: "" });
    } else {
      const details = [extensionOf(file.name).toUpperCase(), ru.files.sizeMb(fileSizeMb(file.size))].filter(Boolean);
      node = nodes.attachment!.create({ href: result.link, name: file.name, size: details.join(", ") });
    }
    insertBlock(node)(editor.state, editor.dispatch);
    if (how === "pasted") setToast({ type: "success", text: t.pasted });
  }

  const askVideo = () => {
    const url = window.prompt(t.videoPrompt);
    if (url === null) return;
    const node = videoNode(url);
    if (node) run(insertBlock(node));
    else setToast({ type: "error", text: t.videoRefused });
  };

  const askLink = () => {
    const editor = view.current;
    if (!editor) return;
    const current = markAttrs(editor.state, marks.link!)?.href;
    const answer = window.prompt(t.linkPrompt, typeof current === "string" ? current : "");
    if (answer === null) return;
    if (!answer.trim()) return run(setMark(marks.link!, null));
    // The sanitizer's rule; a bare "site.ru" is taken as https.
    const href = answer.trim();
    const parsed = safeLinkHref(/^[a-z][a-z0-9+.-]*:|^\//i.test(href) ? href : `https://${href}`)?.href;
    if (!parsed) return setToast({ type: "error", text: t.linkRefused });
    run((state, dispatch) => {
      if (!state.selection.empty) return setMark(marks.link!, { href: parsed })(state, dispatch);
      dispatch?.(state.tr.replaceSelectionWith(schema.text(parsed, [marks.link!.create({ href: parsed })]), false));
      return true;
    });
  };

  return (
    <div className="rt-editor" ref={root} hidden={!active}>
      <link ref={styles} rel="stylesheet" href={editorStyles} onLoad={() => setStyled(true)} onError={() => setStyled(true)} />
      {state ? (
        <Toolbar state={state} run={run} onVideo={askVideo} onLink={askLink} onFile={(file, how) => void insertUpload(file, how)} />
      ) : null}
      <div ref={mount} className="rt-editor__body" style={{ minHeight: `${rows * 1.5}em` }} />
      {toast ? (
        <div className="toasts" aria-live="polite">
          <div className={`toast toast--${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
            <span>{toast.text}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The accessible name, description and state of the field, read from its textarea. The label moves to
 * the editor only when it is shown, as the textarea steps aside: never two fields with one label.
 */
function ariaOf(field: HTMLTextAreaElement, fieldId: string, shown: boolean): Record<string, string> {
  const attrs: Record<string, string> = { role: "textbox", "aria-multiline": "true", class: "rt-editor__content" };
  const label = field.form?.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(fieldId)}"]`);
  if (label && shown) {
    label.id ||= `${fieldId}-label`;
    attrs["aria-labelledby"] = label.id;
  }
  for (const name of ["aria-describedby", "aria-invalid"]) {
    const value = field.getAttribute(name);
    if (value) attrs[name] = value;
  }
  return attrs;
}

/** A raw HTML block is edited as source in a textarea of its own; its markup is never put live on the page. */
class RawHtmlView implements NodeView {
  dom: HTMLElement;
  private source: HTMLTextAreaElement;
  constructor(
    private node: Node,
    view: EditorView,
    getPos: () => number | undefined,
  ) {
    this.dom = document.createElement("div");
    this.dom.className = "rt-editor__raw";
    this.dom.contentEditable = "false";
    this.source = document.createElement("textarea");
    this.source.rows = 4;
    this.source.value = node.attrs.html;
    this.source.setAttribute("aria-label", t.rawHtmlLabel);
    this.source.spellcheck = false;
    this.source.addEventListener("input", () => {
      const pos = getPos();
      if (pos === undefined) return;
      view.dispatch(view.state.tr.setNodeMarkup(pos, undefined, { html: this.source.value }));
    });
    this.dom.append(this.source);
  }
  update(node: Node) {
    if (node.type !== this.node.type) return false;
    this.node = node;
    if (this.source.value !== node.attrs.html) this.source.value = node.attrs.html;
    return true;
  }
  stopEvent(event: Event) {
    return event.target === this.source;
  }
  ignoreMutation() {
    return true;
  }
}

function Toolbar({
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
        <ToolButton label={t.undo} disabled={!undo(state)} onClick={() => run(undo)}>↶</ToolButton>
        <ToolButton label={t.redo} disabled={!redo(state)} onClick={() => run(redo)}>↷</ToolButton>
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
        {markButton(marks.strong!, t.bold, <b>Ж</b>)}
        {markButton(marks.em!, t.italic, <i>К</i>)}
        {markButton(marks.underline!, t.underline, <u>Ч</u>)}
        {markButton(marks.sub!, t.withGlyph(t.subscript, "x2"), <span>x<sub>2</sub></span>)}
        {markButton(marks.sup!, t.withGlyph(t.superscript, "x2"), <span>x<sup>2</sup></span>)}
        <ColourTool state={state} run={run} type={marks.colour!} label={t.textColour} glyph="А" />
        <ColourTool state={state} run={run} type={marks.marker!} label={t.marker} glyph="М" />
        <ToolButton label={t.link} pressed={markActive(state, marks.link!)} onClick={onLink}>
          <Icon name="link" />
        </ToolButton>
      </div>
      <div className="rt-editor__group">
        <ToolButton label={t.bulletList} pressed={!!ancestorOf(state, nodes.bullet_list!)} onClick={() => run(toggleList(nodes.bullet_list!))}>
          •≡
        </ToolButton>
        <ToolButton label={t.withGlyph(t.orderedList, "1≡")} pressed={!!ancestorOf(state, nodes.ordered_list!)} onClick={() => run(toggleList(nodes.ordered_list!))}>
          1≡
        </ToolButton>
        <ToolButton label={t.quote} pressed={!!quote} onClick={() => run(toggleQuote)}>
          ❝
        </ToolButton>
        <ToolButton label={t.quoteCentre} pressed={quote?.node.attrs.align === "center"} disabled={!quote} onClick={() => run(toggleQuoteAlignment)}>
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
            <ToolButton label={t.addRow} onClick={() => run(addRowAfter)}>+⎯</ToolButton>
            <ToolButton label={t.addColumn} onClick={() => run(addColumnAfter)}>+⏐</ToolButton>
            <ToolButton label={t.deleteRow} onClick={() => run(deleteRow)}>−⎯</ToolButton>
            <ToolButton label={t.deleteColumn} onClick={() => run(deleteColumn)}>−⏐</ToolButton>
            <ToolButton label={t.deleteTable} onClick={() => run(deleteTable)}>✕▦</ToolButton>
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
        <input ref={imageInput} type="file" accept={acceptOf("EDITOR_IMAGE")} hidden tabIndex={-1} onChange={pickFile("image")} />
        <input ref={fileInput} type="file" accept={acceptOf("ATTACHMENT")} hidden tabIndex={-1} onChange={pickFile("file")} />
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
function ColourTool({ state, run, type, label, glyph }: { state: EditorState; run: (command: Command) => void; type: MarkType; label: string; glyph: string }) {
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
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={ICONS[name]} />
    </svg>
  );
}
