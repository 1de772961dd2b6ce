import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { claimFlowAction } from "~/modules/auth/claim-flow.server";
import { ClaimFlow } from "~/components/entry/claim-flow";
import { pageTitle } from "~/components/meta";
import { ru } from "~/text/ru";

export const meta: MetaFunction = () => pageTitle(ru.entry.registerTitle);

export const action = ({ request, context }: ActionFunctionArgs) => claimFlowAction("registration", request, context);

export default function Register() {
  return <ClaimFlow purpose="registration" title={ru.entry.registerTitle} />;
}
