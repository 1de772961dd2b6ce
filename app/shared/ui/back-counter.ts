// The back counter of the mobile header's arrow (spec part 1 §2.2, part 2 §2): a form that sends the
// person on to the page it made (create → /vacancies/{id}) leaves that page a counter one lower than its
// own (-1 → -2), so the arrow skips the form. The counter lives in the history entry's navigation state,
// where the shell's BackLink reads it (shell.tsx). A shell mechanism: any create form may use it.
import { useEffect } from "react";

let leaving: number | null = null;

const ownSteps = () => {
  const back = (window.history.state as { usr?: { back?: unknown } } | null)?.usr?.back;
  return typeof back === "number" && back < 0 ? back : -1;
};

/** The form's submit handler (scripts only): the page it leads to gets this page's counter minus one. */
export function markLeavingForm() {
  leaving = ownSteps() - 1;
}

/** The page a form redirected to: it keeps the counter the form left (Remix marks such entries _isRedirect). */
export function useBackCounter() {
  useEffect(() => {
    const back = leaving;
    leaving = null;
    const state = window.history.state as { usr?: Record<string, unknown> } | null;
    if (back === null || !state?.usr?._isRedirect) return;
    window.history.replaceState({ ...state, usr: { ...state.usr, back } }, "");
  }, []);
}
