import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import styles from "~/shared/styles/app.css";
import components from "~/shared/styles/components.css";
import { BasePathProvider, Link, useAppLinks } from "~/shared/ui/link";
import { common, oldBrowser, pages, portalName } from "~/shared/messages";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: components },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ua = request.headers.get("user-agent") ?? "";
  return {
    lite: context.lite,
    basePath: context.basePath,
    nonce: context.nonce,
    oldInternetExplorer: /MSIE |Trident\//.test(ua),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const withScripts = data ? !data.lite && !data.oldInternetExplorer : false;
  const basePath = data?.basePath ?? "";
  useAppLinks(basePath);
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href={`${data?.basePath ?? ""}/favicon.ico`} />
        <Meta />
        <Links />
      </head>
      <body className={data?.lite ? "lite" : undefined}>
        <BasePathProvider value={basePath}>{data?.oldInternetExplorer ? <OldBrowserNotice /> : children}</BasePathProvider>
        {withScripts ? (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function OldBrowserNotice() {
  return (
    <main className="center-page">
      <div className="card notice">
        <h1>{oldBrowser.ieTitle}</h1>
        <p>{oldBrowser.ieText}</p>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? pages.notFoundTitle : status === 403 ? pages.forbiddenTitle : pages.errorTitle;
  return (
    <main className="center-page">
      <title>{`${title} — ${portalName}`}</title>
      <div className="card notice">
        <h1>{title}</h1>
        {/* A 4xx's own words (bad input, told in Russian where it was refused), as shared/ui/refusal.tsx's errorText:
            not imported, which would bring the refusal pages into every page's first chunk. */}
        <p>
          {notFound
            ? pages.notFoundText
            : status === 403
              ? pages.forbiddenText
              : isRouteErrorResponse(error) && status >= 400 && status < 500 && typeof error.data === "string"
                ? error.data
                : common.unexpected}
        </p>
        <Link className="button" to="/" reloadDocument>
          {pages.toMain}
        </Link>
      </div>
    </main>
  );
}
