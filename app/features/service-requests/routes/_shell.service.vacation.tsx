// /service/vacation: the spec's address of the leave request (singular «service»), the «vacation» service's page
// itself (its form posts here), so a link or bookmark to it is the page, not a redirect.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as servicePage from "./_shell.services.$key";

const VACATION = { key: "vacation" };

export { ErrorBoundary, links, meta, handle, uploadLimit } from "./_shell.services.$key";
export const loader = (args: LoaderFunctionArgs) => servicePage.loader({ ...args, params: VACATION });
export const action = (args: ActionFunctionArgs) => servicePage.action({ ...args, params: VACATION });
export default servicePage.default;
