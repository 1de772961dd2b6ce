// How a claim type moves between its statuses, and who may move it: pure rules, no database, so the
// abilities a page shows and the check change-status makes are the same function (and tested alone).
//
// Three capacities on one claim: its owner (who filed it), its current handlers (resolved when it was
// filed, or handed the claim by a routed move) and claims administrators (by role, at the time of the
// move). A person may hold several; the moves they may make are the union, each move listed once under
// the first capacity that allows it (owner, handler, admin), so an approver's page can show handler
// buttons and the admin page all.

export type ClaimCapacity = "owner" | "handler" | "admin";
export const CAPACITIES: readonly ClaimCapacity[] = ["owner", "handler", "admin"];

export interface ClaimStatusDef {
  name: string;
  /** Russian, as people see it («Новая»). */
  description: string;
  /** No one but an administrator moves it on (completed, rejected, cancelled). */
  final?: boolean;
}

export interface ClaimTransition {
  from: readonly string[];
  to: string;
  commentRequired: boolean;
}

export interface ClaimWorkflow {
  /** The first is where a new claim starts. */
  statuses: readonly ClaimStatusDef[];
  owner: readonly ClaimTransition[];
  handler: readonly ClaimTransition[];
}

export interface ClaimMove {
  to: string;
  commentRequired: boolean;
  /** The capacity the move is made in. */
  as: ClaimCapacity;
}

export function initialStatus(workflow: ClaimWorkflow): string {
  const first = workflow.statuses[0];
  if (!first) throw new Error("A claim type needs at least one status");
  return first.name;
}

export function statusOf(workflow: ClaimWorkflow, name: string): ClaimStatusDef | undefined {
  return workflow.statuses.find((s) => s.name === name);
}

/** The statuses an owner may still withdraw or a handler still act on: all but the final ones. */
export function openStatuses(workflow: ClaimWorkflow): string[] {
  return workflow.statuses.filter((s) => !s.final).map((s) => s.name);
}

/**
 * An administrator's move to `to` needs a comment when any owner's or handler's move there does:
 * rejecting or returning for a fix is explained whoever does it.
 */
export function adminCommentRequired(workflow: ClaimWorkflow, to: string): boolean {
  return [...workflow.owner, ...workflow.handler].some((t) => t.to === to && t.commentRequired);
}

/** The moves someone holding `capacities` may make from `status` (administrators: to any other status). */
export function movesOf(workflow: ClaimWorkflow, status: string, capacities: readonly ClaimCapacity[]): ClaimMove[] {
  const moves: ClaimMove[] = [];
  const add = (move: ClaimMove) => {
    if (move.to !== status && !moves.some((m) => m.to === move.to)) moves.push(move);
  };
  for (const as of CAPACITIES.filter((c) => capacities.includes(c))) {
    if (as === "admin") {
      for (const s of workflow.statuses) add({ to: s.name, commentRequired: adminCommentRequired(workflow, s.name), as });
    } else {
      for (const t of workflow[as]) if (t.from.includes(status)) add({ to: t.to, commentRequired: t.commentRequired, as });
    }
  }
  // In the order the type lists its statuses, so buttons keep their places.
  const order = (name: string) => workflow.statuses.findIndex((s) => s.name === name);
  return moves.sort((a, b) => order(a.to) - order(b.to));
}
