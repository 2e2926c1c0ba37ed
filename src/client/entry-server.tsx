// The server build of the app (vite build --ssr): renders a public page to HTML with its data, for
// the server (src/server/ssr.ts) to put inside index.html. Built to dist/server/entry-server.js.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedPage, RenderPageInput } from '../shared/ssr';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { routes, VISITORS_ONLY_ROUTE_ID, type PageHandle } from './app/routes';
import { ApiError, setAppFetch } from './lib/api';
import { setClientConfig } from './lib/client-config';
import { RenderedTitleContext, type RenderedTitle } from './lib/use-document-title';
import { sessionQuery } from './lib/session';

const handler = createStaticHandler(routes);

// Each render's queries reach the API with that request's cookie: the fetch is looked up per request.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setAppFetch((input, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) throw new Error('The app asked its API outside a server render');
  return fetchForRequest(input, init);
});

export async function renderPage({ request, fetch, config }: RenderPageInput): Promise<RenderedPage> {
  setClientConfig(config);
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'browser' };
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  if (!leaf || !handle?.isServerRendered) return { kind: 'browser' };

  const queryClient = createQueryClient({ isServer: true });
  const searchParams = new URL(request.url).searchParams;
  const { redirect, status } = await requestFetch.run(fetch, async () => {
    await queryClient.prefetchQuery(sessionQuery);
    const user = queryClient.getQueryData(sessionQuery.queryKey)?.user;
    if (user && context.matches.some((match) => match.route.id === VISITORS_ONLY_ROUTE_ID))
      return { redirect: '/startups' };
    const results = await Promise.all(
      context.matches.map((match) =>
        (match.route.handle as PageHandle | undefined)?.prefetch?.(queryClient, { params: match.params, searchParams }),
      ),
    );
    return {
      redirect: results.map((result) => (result && 'redirect' in result ? result.redirect : undefined)).find(Boolean),
      status: results.map((result) => (result && 'status' in result ? result.status : undefined)).find(Boolean),
    };
  });
  if (redirect) return { kind: 'redirect', location: redirect };

  // A query that failed is left to the browser, which shows its own error state and retries; the
  // status says what the API said (a startup that does not exist is a 404 for search engines too).
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) {
    const error = failed.state.error;
    return { kind: 'browser', status: error instanceof ApiError && error.status >= 400 ? error.status : undefined };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // The whole page at once, not a stream: it is cached for visitors and carries an ETag, and a
  // finished page needs none of the inline scripts a stream uses (which the Content Security Policy refuses).
  const title: RenderedTitle = {};
  const app = (
    <RenderedTitleContext value={title}>
      <App
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </RenderedTitleContext>
  );
  const { prelude } = await prerender(app, {
    // React moves a large Suspense boundary's content out of line, to be put in place by an inline
    // script; every boundary stays where it is instead.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A part that fails is left to the browser to render; the server says why.
      console.error(error);
    },
  });
  const html = await new Response(prelude).text();
  return {
    kind: 'page',
    html,
    title: title.value,
    state: JSON.stringify(timelessState(dehydrate(queryClient))),
    status,
  };
}

/**
 * The cache without the times it was filled: the same data makes the same page, byte for byte, so its
 * ETag holds and a browser that has it gets a 304. The browser stamps the data as fresh when it reads
 * the page (main.tsx): a page just served, or confirmed unchanged by a 304, carries current data.
 */
function timelessState(state: DehydratedState): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}
