import { type ComponentType, lazy } from 'react';
import type { RouteId } from './layout-rules';

/** A screen's module, loaded when its route is first visited. */
export type LazyScreen = () => Promise<ComponentType>;

const loading = new Map<RouteId, Promise<ComponentType>>();
const loaded = new Map<RouteId, ComponentType>();
const lazyScreens = new Map<RouteId, ComponentType>();

/** Loads a route's screen module once. */
export const loadScreen = (id: RouteId, load: LazyScreen): Promise<ComponentType> => {
  let promise = loading.get(id);
  if (!promise) {
    promise = load().then((component) => {
      loaded.set(id, component);
      return component;
    });
    loading.set(id, promise);
  }
  return promise;
};

/**
 * The component that renders a route's screen: the screen itself once its module has loaded (the
 * landing page's, loaded before the first render, must not suspend: the first page would flash the
 * spinner in place of index.html's shell), else a React.lazy one that suspends until it has. A
 * failure (offline, a release replaced meanwhile) reaches the layout's error boundary, which says
 * so with a retry (decision 0050). The caller keeps what it got for as long as it is mounted.
 */
export const screenComponent = (id: RouteId, load: LazyScreen): ComponentType => {
  const screen = loaded.get(id) ?? lazyScreens.get(id);
  if (screen) return screen;
  const lazyScreen = lazy(() => loadScreen(id, load).then((component) => ({ default: component })));
  lazyScreens.set(id, lazyScreen);
  return lazyScreen;
};
