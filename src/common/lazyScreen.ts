import { lazy, type ComponentType } from 'react';

/** A lazy screen that can start its download before React renders it. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * React's lazy() with its loader kept beside it: the shell calls `preload` for the screen the
 * tab opened on as soon as the shell's module runs, so the screen's files download beside the
 * shell's first render and its sign-in check instead of after them (one step fewer in the
 * cascade). The module system downloads and runs a module once, whoever asks first.
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen =>
  Object.assign(lazy(load), { preload: load });

export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof (component as Partial<LazyScreen> | undefined)?.preload === 'function';
