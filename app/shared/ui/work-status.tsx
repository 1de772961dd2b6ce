import { workStatus } from "~/shared/messages";

/** The work status beside a name (remotely, business trip, vacation, sick leave). */
export function WorkStatus({ status }: { status: string | null | undefined }) {
  if (!status || !workStatus[status]) return null;
  return <span className={`work-status work-status--${status.toLowerCase()}`}>{workStatus[status]}</span>;
}
