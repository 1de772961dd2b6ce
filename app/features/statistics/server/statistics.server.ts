// The statistics' domain (issue #33 point 4): recording (recorder.server.ts) and the two pages' figures for
// their readers (ROLE_GET_LOG and administrators). A period left empty is the last 30 days, today included.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import type { ClaimFigures, ClaimsService } from "~/features/claims/index.server";
import { overdueServiceRequests } from "~/features/service-requests/index.server";
import { dayStartIso, moscowDay, shiftDay } from "../days";
import { statisticsRefusals } from "../messages.server";
import { mayReadStatistics } from "../policy";
import { latestEnd, type PeriodInput } from "../schema";
import { createRecorder } from "./recorder.server";
import { statisticFigures, type Figures, type Period } from "./figures.server";

/** The default period: this many days up to today. */
export const DEFAULT_DAYS = 30;

export interface RequestFigures extends ClaimFigures {
  /** Service requests overdue now, by service. */
  overdue: { service: string; count: number }[];
}

export function createStatistics(deps: Deps, needs: { claims: ClaimsService }) {
  const { db, now } = deps;
  const recorder = createRecorder(db, now);

  function requireReader(actor: Actor) {
    requireUser(actor);
    if (!mayReadStatistics(actor)) throw forbidden(statisticsRefusals.noRight);
  }

  /** The input's period with the default's days where it left one out; too long once filled in: refused. */
  function periodOf(input: Pick<PeriodInput, "from" | "to">): Period {
    const today = moscowDay(now());
    const to = input.to || (input.from && input.from > today ? input.from : today);
    const from = input.from || shiftDay(to, 1 - DEFAULT_DAYS);
    if (to > latestEnd(from)) throw invalid(statisticsRefusals.tooLong, { to: statisticsRefusals.tooLong });
    return { from, to };
  }

  return {
    recorder,
    today: () => moscowDay(now()),
    periodOf,
    async summary(actor: Actor, input: PeriodInput): Promise<{ period: Period; departmentId: number | null; figures: Figures }> {
      requireReader(actor);
      const period = periodOf(input);
      return { period, departmentId: input.departmentId ?? null, figures: await statisticFigures(db, period, input.departmentId) };
    },
    async requests(actor: Actor, input: PeriodInput): Promise<{ period: Period; departmentId: number | null; figures: RequestFigures }> {
      requireReader(actor);
      const period = periodOf(input);
      const departmentId = input.departmentId ?? null;
      const claims = await needs.claims.claimFigures({
        fromIso: dayStartIso(period.from),
        toIso: dayStartIso(shiftDay(period.to, 1)),
        departmentId,
      });
      return { period, departmentId, figures: { ...claims, overdue: await overdueServiceRequests(db, now(), departmentId) } };
    },
    /** The departments to filter by, by name. */
    async departments(actor: Actor): Promise<{ id: number; name: string }[]> {
      requireReader(actor);
      return db.selectFrom("departments").select(["id", "name"]).orderBy("name").orderBy("id").execute();
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatistics>;
