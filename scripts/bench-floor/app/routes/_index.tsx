// The floor app's one page: a loader and a little markup, the least a server-rendered Remix page does.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Floor" }];

export function loader() {
  return { items: Array.from({ length: 20 }, (_, i) => `Item ${i + 1}`) };
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>The framework&apos;s floor</h1>
      <p>A trivial Remix v2 page: one loader, a list, a link.</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link to="/">Home</Link>
    </main>
  );
}
