import {
  createElement,
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** A lazy screen that can start its download before React renders it. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * Mounts its children in a transition, after the render that showed it: React renders a
 * transition in slices of 5 ms and lets the browser paint and take input between them, where a
 * screen mounted in the render that showed it is one task of 50–150 ms on a phone, counted
 * whole as blocking time. (useDeferredValue's initial value does the same in one line, but
 * under react-admin's routes it made React commit the routes again some 200 times.)
 */
const InSlices = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
};

/**
 * React's lazy() with its loader kept beside it: the shell calls `preload` for the screen the
 * tab opened on as soon as the shell's module runs, so the screen's files download beside the
 * shell's first render and its sign-in check instead of after them (one step fewer in the
 * cascade). The module system downloads and runs a module once, whoever asks first. The screen
 * mounts in slices (InSlices).
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen =>
  Object.assign(
    lazy(() =>
      load().then(({ default: Screen }) => ({
        default: () => createElement(InSlices, null, createElement(Screen)),
      })),
    ),
    { preload: load },
  );

export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof (component as Partial<LazyScreen> | undefined)?.preload === 'function';
