import { ru } from "~/shared/ru";

/** The work status beside a name (remotely, business trip, vacation, sick leave). */
export function WorkStatus({ status }: { status: string | null | undefined }) {
  if (!status || !ru.workStatus[status]) return null;
  return <span className={`work-status work-status--${status.toLowerCase()}`}>{ru.workStatus[status]}</span>;
}
