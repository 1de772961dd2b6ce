// The club card's service (context.services.clubCard): the cards and their uses, the statistics, the gate passes.
import type { Deps } from "~/platform/deps.server";
import { createCards, type ClubPartners } from "./cards.server";
import { createGate } from "./gate.server";
import { gateConsumers } from "./notify.server";
import { createStatistic } from "./statistic.server";

export function createClubCard(deps: Deps, club: ClubPartners) {
  return {
    cards: createCards(deps, club),
    gate: createGate(deps),
    statistic: createStatistic(deps, club),
    consumers: () => gateConsumers(deps.now),
  };
}

export type ClubCardService = ReturnType<typeof createClubCard>;
