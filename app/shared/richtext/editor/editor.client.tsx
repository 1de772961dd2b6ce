// The ProseMirror editor that takes the textarea's place once scripts run (loaded lazily by
// RichTextField, so only pages with a rich-text field download it). It reads its first content from
// the textarea and writes its HTML back there on every change: the form posts the same field as
// without JavaScript, and the save form checks it as before.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { DOMSerializer, type Node } from "prosemirror-model";
import { EditorState, type Command } from "prosemirror-state";
import { EditorView, type NodeView } from "prosemirror-view";
import { TOAST_MS } from "~/shared/ui/toast";
import { extensionOf, fileSizeMb } from "~/shared/files/rules";
import { safeLinkHref } from "~/shared/richtext/rules";
import editorStyles from "~/shared/richtext/editor/editor.css";
import { withBasePath } from "~/shared/richtext/rich-html";
import * as ru from "~/shared/messages";
import { editorPlugins, insertBlock, markAttrs, setMark, videoNode } from "./commands";
import { parseHtml, schema, serializeHtml } from "./schema";
import { Toolbar } from "./toolbar";
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
      // A save form rechecks a refused form on its fields' input events (shared/forms/save-form.ts).
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
          if (dom instanceof HTMLElement)
            for (const img of dom.querySelectorAll("img")) img.src = withBasePath(img.getAttribute("src") ?? "", basePath);
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
  // A layout effect: the name is set in the same task that shows the editor, never a frame after it
  // (axe, or a screen reader, could meet an unnamed textbox in between).
  useLayoutEffect(() => {
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
