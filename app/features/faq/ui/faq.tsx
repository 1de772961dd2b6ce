// The FAQ's screen parts: the frame with the categories menu (edit pencils for editors), the
// question and category forms (conform over app/features/faq/schema.ts; typed values come back after a
// refusal, with JavaScript or without) and the opener of the question named in the address (#question-N).
import { Icon } from "~/shared/ui/icons";
import { getFormProps, getInputProps, getTextareaProps } from "~/shared/forms/props";
import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { Link, NavLink } from "~/shared/ui/link";
import { useEffect, type ReactNode } from "react";
import { CATEGORY_NAME_MAX, QUESTION_MAX } from "~/features/faq/limits";
import { messages } from "~/features/faq/messages";
import type { FaqCategory } from "~/features/faq/server/faq.server";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";

const t = messages;

export interface MenuCategory {
  id: number;
  name: string;
  questionCount: number;
}

/** The FAQ frame's data: the layout route (routes/_shell.knowledge.faq.tsx) loads it once per request. */
export interface FaqFrameData {
  categories: FaqCategory[];
}

/** The categories the frame's menu lists, in order (loaded by the layout, not by each page). */
export function useFaqCategories(): FaqCategory[] {
  return useRouteLoaderData<FaqFrameData>("routes/_shell.knowledge.faq")?.categories ?? [];
}

/** The FAQ frame: the categories menu on the left (desktop; on phones below the page), the page on the right. */
export function FaqLayout({ currentId, canEdit, children }: { currentId?: number; canEdit: boolean; children: ReactNode }) {
  const categories = useFaqCategories();
  return (
    <div className="faq">
      <div className="faq__main">{children}</div>
      <nav className="faq__menu card" aria-label={t.categoriesNav}>
        <h2 className="card__title">
          <Link to="/knowledge/faq">{t.categoriesTitle}</Link>
        </h2>
        {categories.length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <ul className="faq-menu">
            {categories.map((c) => (
              <li key={c.id} className={c.id === currentId ? "faq-menu__item faq-menu__item--current" : "faq-menu__item"}>
                <NavLink to={`/knowledge/faq/${c.id}`} aria-current={c.id === currentId ? "page" : undefined} end>
                  {c.name}
                </NavLink>
                {canEdit ? (
                  <Link
                    to={`/knowledge/faq/${c.id}/edit`}
                    className="icon-button editor-only"
                    aria-label={t.editCategoryLink(c.name)}
                    title={t.editCategoryLink(c.name)}
                  >
                    <Icon name="pencil" size={18} />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canEdit ? (
          <p className="faq__menu-footer editor-only">
            <Link to="/knowledge/faq/create" className="button">
              {t.createCategory}
            </Link>
          </p>
        ) : null}
      </nav>
    </div>
  );
}

/** With JavaScript: opens the <details> the address names (#question-N) on load and on every hash change. */
export function OpenTargetQuestion() {
  const location = useLocation();
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: "start" });
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [location.hash, location.pathname]);
  return null;
}

/** The question form of /add and the question's edit page. `answer` keeps its name for the editor to come. */
export function QuestionForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  formToken,
}: SaveFormProps<{ question: string; answer: string; version?: string }>) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("~/features/faq/schema").then((m) => m.questionFormSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="faq-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.question} label={t.fieldQuestion} required>
        <textarea {...getTextareaProps(fields.question)} rows={2} maxLength={QUESTION_MAX} />
      </Field>
      <Field field={fields.answer} label={t.fieldAnswer} required>
        <RichTextField field={fields.answer} rows={10} className="faq-form__answer" />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}

/** The category form of /create and /{id}/edit. */
export function CategoryForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  formToken,
}: SaveFormProps<{ name: string; description: string; version?: string }>) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("~/features/faq/schema").then((m) => m.categoryFormSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="faq-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.name} label={t.fieldName} required>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={CATEGORY_NAME_MAX} autoComplete="off" />
      </Field>
      <Field field={fields.description} label={t.fieldDescription} hint={t.fieldDescriptionHint}>
        <textarea {...getTextareaProps(fields.description)} rows={2} />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
