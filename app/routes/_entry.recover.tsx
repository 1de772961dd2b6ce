import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { claimFlowAction } from "~/modules/auth/claim-flow.server";
import { ClaimFlow } from "~/components/entry/claim-flow";
import { pageTitle } from "~/components/meta";
import { ru } from "~/text/ru";

export const meta: MetaFunction = () => pageTitle(ru.entry.recoverTitle);

export const action = ({ request, context }: ActionFunctionArgs) => claimFlowAction("recovery", request, context);

export default function Recover() {
  return <ClaimFlow purpose="recovery" title={ru.entry.recoverTitle} />;
}
