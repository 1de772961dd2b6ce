import { useEffect, useState } from "react";

let hydrating = true;

/** False on the server and during hydration, true once scripts run: for inputs only scripts should send. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
