import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the fold a part starts rendering: about a screen ahead of the reader. */
const AHEAD = '600px';

/**
 * Renders its children once their place comes within about a screen of the viewport, and keeps
 * them: a chart far below the fold of a phone costs neither its download nor its rendering
 * until someone scrolls towards it. The caller's box keeps the place's size meanwhile, so
 * nothing moves when it comes. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export const WhenNearView = ({ children }: { children: ReactNode }) => {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} />;
};
