import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { paragraphsOf } from "~/features/consents";
import { claimFlowAction } from "~/features/auth/server/claim-flow.server";
import { ClaimFlow } from "~/features/auth/ui/claim-flow";
import { pageTitle } from "~/shared/ui/meta";
import { entry } from "~/features/auth/messages";

export const meta: MetaFunction = () => pageTitle(entry.registerTitle);

/** The consent text the dialog shows: the current version (the consents feature keeps it). */
export async function loader({ context }: LoaderFunctionArgs) {
  const text = await context.services.consents.currentText();
  return { consentText: paragraphsOf(text.body) };
}

export const action = ({ request, context }: ActionFunctionArgs) => claimFlowAction("registration", request, context);

export default function Register() {
  const { consentText } = useLoaderData<typeof loader>();
  return <ClaimFlow purpose="registration" title={entry.registerTitle} consentText={consentText} />;
}
