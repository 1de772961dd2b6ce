// Who is acting. Resolved once per request in server.ts from the session cookie or a bearer token.
export type Actor =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: number;
      roles: readonly string[];
      /** Hash of the web session or access token that authenticated this request. */
      tokenHash: string;
      via: "web" | "access";
      /** A toast waiting in the web session, shown on the next page. */
      flash: Toast | null;
    };

export type SignedIn = Extract<Actor, { kind: "user" }>;

export interface Toast {
  type: "success" | "error";
  text: string;
}

export const anonymous: Actor = { kind: "anonymous" };

/** A person acting outside a request (the demo's seeds, scripts, tests): signed in, no session behind it. */
export function actingAs(userId: number, roles: readonly string[] = [], via: SignedIn["via"] = "web"): SignedIn {
  return { kind: "user", userId, roles, tokenHash: "", via, flash: null };
}
