// The module of every route scripts/lib/extra-routes.js generates for the bench's route-count experiment:
// a loader and a small page, like a real leaf (its cost is not what is measured; matching is).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";

export function loader({ params }: LoaderFunctionArgs) {
  return { params };
}

export default function ExtraRoute() {
  const { params } = useLoaderData<typeof loader>();
  return (
    <section>
      <pre>{JSON.stringify(params)}</pre>
      <Outlet />
    </section>
  );
}
