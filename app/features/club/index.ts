// The partners club's client-safe exports other features may import: the club card's pages link a partner.
export const partnerPath = (id: number) => `/club/partner/${id}`;
