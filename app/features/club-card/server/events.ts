// The gate passes' events of the outbox, written in the transaction of the change they describe; the
// manifest's consumer (server/notify.server.ts) turns them into the CLUB_GATE notifications.

/** A person asked for a pass: the staff are told (CLUB_GATE_NEW). */
export const CLUB_GATE_REQUESTED = "CLUB_GATE_REQUESTED";
/** The staff approved or declined a pass: its person is told (CLUB_GATE_APPROVED / CLUB_GATE_DECLINED). */
export const CLUB_GATE_DECIDED = "CLUB_GATE_DECIDED";

export interface GateRequestedEvent {
  passId: number;
  personId: number;
}

export interface GateDecidedEvent {
  passId: number;
  personId: number;
  approved: boolean;
}

export const CLUB_GATE_NEW = "CLUB_GATE_NEW";
export const CLUB_GATE_APPROVED = "CLUB_GATE_APPROVED";
export const CLUB_GATE_DECLINED = "CLUB_GATE_DECLINED";
