import {
  createContext,
  createElement,
  lazy,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** A lazy screen that can start its download before React renders it. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** Whether a screen has mounted yet in this shell (ScreensProvider). */
const Screens = createContext({ mounted: false });

/** Around the routes: the first screen they show mounts in slices (InSlices), no other. */
export const ScreensProvider = ({ children }: { children: ReactNode }) =>
  createElement(Screens.Provider, { value: useState(() => ({ mounted: false }))[0] }, children);

/**
 * Mounts the first screen of a page load in a transition, after the render that showed it:
 * React renders a transition in slices of 5 ms and lets the browser paint and take input
 * between them. That first screen otherwise mounts in the render of whatever showed it (the
 * route, the lazy module's arrival), one task of 50–150 ms on a phone, counted whole as
 * blocking time. Later screens come by navigation, which react-router already renders as a
 * transition, keeping the previous screen until the next is ready; here they would first leave
 * a blank page for a frame (a list blinking as its dialog opens over it). (useDeferredValue's
 * initial value defers in one line, but under react-admin's routes it made React commit the
 * routes again some 200 times.)
 */
const InSlices = ({ children }: { children: ReactNode }) => {
  const screens = useContext(Screens);
  const [shown, setShown] = useState(screens.mounted);
  useEffect(() => {
    screens.mounted = true;
    if (!shown) startTransition(() => setShown(true));
  }, [screens, shown]);
  return shown ? children : null;
};

/**
 * React's lazy() with its loader kept beside it: the shell calls `preload` for the screen the
 * tab opened on as soon as the shell's module runs, so the screen's files download beside the
 * shell's first render and its sign-in check instead of after them (one step fewer in the
 * cascade). The module system downloads and runs a module once, whoever asks first. The first
 * screen mounts in slices (InSlices).
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
