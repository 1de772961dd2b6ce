import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { claimFlowAction } from "~/features/auth/server/claim-flow.server";
import { ClaimFlow } from "~/features/auth/ui/claim-flow";
import { pageTitle } from "~/shared/ui/meta";
import { entry } from "~/features/auth/messages";

export const meta: MetaFunction = () => pageTitle(entry.registerTitle);

export const action = ({ request, context }: ActionFunctionArgs) => claimFlowAction("registration", request, context);

export default function Register() {
  return <ClaimFlow purpose="registration" title={entry.registerTitle} />;
}
