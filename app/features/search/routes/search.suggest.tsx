// The header dropdown's search with JavaScript (issue #16 point 7): GET /search/suggest?q=… answers the
// blocks of /search/all/{q} as JSON (server/suggest.server.ts), for the client in ui/dropdown.client.ts.
// Without JavaScript (and in lite mode) nothing calls it: the header's form goes to /search/all/{q}.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/shared/messages.server";
import { suggestBlocks } from "~/features/search/server/suggest.server";

const answer = (body: unknown, status: number) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  // JSON, not the sign-in redirect the pages answer: the client shows the message.
  if (context.actor.kind !== "user") return answer({ message: api.unauthorized }, 401);
  const { status, body } = await suggestBlocks(context, context.actor, new URL(request.url).searchParams.get("q") ?? "");
  return answer(body, status);
}
