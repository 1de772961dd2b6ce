// The page of a year's form, shared by /professional/create and /professional/{year}/edit (?delete: the
// confirmation of its deletion).
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { messages as t } from "../messages";
import type { yearFormAction, yearFormLoader } from "../server/pages.server";
import { ConfirmRemove, YearForm } from "./forms";

export function YearFormPage() {
  const { year, confirmDelete, next } = useLoaderData<typeof yearFormLoader>();
  const reply = replyView(useActionData<typeof yearFormAction>()?.result);
  return (
    <div className="professional">
      <h1 className="page-title">{confirmDelete ? t.removeYearTitle : year ? t.editYearTitle : t.newYearTitle}</h1>
      {year && confirmDelete ? (
        <ConfirmRemove title={t.removeYearTitle} text={t.removeYearText(year.year)} back={`/professional/${year.year}/edit`} />
      ) : (
        <YearForm year={year} reply={reply} next={next} />
      )}
    </div>
  );
}
