import type { ComponentType } from 'react';
import type { RemoteExposeId, RemotePages } from './remotes.generated';

// What each remote exposes, typed from the remotes themselves (remotes.generated.ts, written
// by `npm run contracts`), so the shell never declares a remote as `any`. A page component
// reads its params with react-router's hooks (the router is a singleton).

export type PageMap<K extends string> = Record<K, ComponentType>;

/** `<remote>/routes`: the remote's pages, each already code-split inside the remote. */
export interface RoutesModule<K extends string> {
  pages: PageMap<K>;
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
