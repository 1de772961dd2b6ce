// What a person's calendar (issue #35) shows of her approved leave and business trips: the legend's names and
// the entries' titles, with no detail of the request (its type of leave, the trip's purpose stay on the request).
export const calendarMessages = {
  leaveLabel: "Отпуск",
  leaveTitle: "Отпуск",
  tripLabel: "Командировки",
  tripTitle: "Командировка",
};
