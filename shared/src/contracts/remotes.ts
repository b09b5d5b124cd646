import type { ComponentType } from 'react';
import type { ServerDataStore } from '../ssr/ssr-data';
import type { RemoteExposeId, RemotePages } from './remotes.generated';

// What each remote exposes, typed from the remotes themselves (remotes.generated.ts, written
// by `npm run contracts`), so the shell never declares a remote as `any`. A page component
// reads its params with react-router's hooks (the router is a singleton).

export type PageMap<K extends string> = Record<K, ComponentType>;

/** `<remote>/routes`: the remote's pages, each already code-split inside the remote. */
export interface RoutesModule<K extends string> {
  pages: PageMap<K>;
  /**
   * Server only, optional per page: starts the loads the page's render reads, and settles
   * when they have (it never rejects: a load's failure is kept in the store, as the page
   * shows it). The shell's server calls it before the render, so a page whose loads are
   * all here renders once, in one pass that never waits on data.
   */
  preload?: Partial<Record<K, (request: PagePreload) => Promise<void>>>;
}

/** What a page's preload gets from the shell's server. */
export interface PagePreload {
  /** The route's parameters, decoded as the page's useParams() reads them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query. */
  search: URLSearchParams;
  /** The request's store: the loads started here are the ones the render finds. */
  store: ServerDataStore;
}

/** A widget expose (`cart/CartWidget`, `auth/SignInControl`). */
export interface WidgetModule {
  default: ComponentType;
}

/** Each expose's module: `<remote>/routes` its pages, every other expose a widget. */
export type RemoteModules = {
  [Id in RemoteExposeId]: Id extends `${infer Remote extends keyof RemotePages}/routes`
    ? RoutesModule<RemotePages[Remote]>
    : WidgetModule;
};

export type RemoteModuleId = RemoteExposeId;
