// What people do on the portal, told to whoever counts it (the statistics): each request answered and each
// sign-in. The platform names no feature: the composition root (app/portal/open.server.ts) adds the observers
// the manifests bring (`activityObservers`). Telling never waits and never throws: an observer buffers what it
// is told and writes it later, so counting costs a request nothing it would notice.

/** A request answered, as the statistics count it (at the observer's clock: told as it is answered). */
export interface SeenRequest {
  /** A page (HTML or its data request) or an /api call. */
  kind: "page" | "api";
  /** Where it belongs: a page's section prefix ("knowledge/guide"), an /api call's first segment ("posts"). */
  section: string;
  /** The signed-in person, or null. */
  userId: number | null;
}

export interface ActivityObserver {
  request?(seen: SeenRequest): void;
  signIn?(userId: number, at: Date): void;
}

/** What the server and the sign-in tell; the root adds the observers once the features are built. */
export interface Activity {
  request(seen: SeenRequest): void;
  signIn(userId: number, at: Date): void;
  add(observer: ActivityObserver): void;
}

export function createActivity(): Activity {
  const observers: ActivityObserver[] = [];
  const tell = (act: (o: ActivityObserver) => void) => {
    for (const observer of observers) {
      try {
        act(observer);
      } catch (error) {
        console.error("An activity observer failed:", error);
      }
    }
  };
  return {
    request: (seen) => tell((o) => o.request?.(seen)),
    signIn: (userId, at) => tell((o) => o.signIn?.(userId, at)),
    add: (observer) => void observers.push(observer),
  };
}
