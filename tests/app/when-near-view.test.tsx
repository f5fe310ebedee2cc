import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNearView } from '../../src/common/WhenNearView';

/** The browser's IntersectionObserver, driven by the test: `scrollNear()` says the place is near. */
const fakeObserver = () => {
  const watched: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] =
    [];
  let disconnected = 0;
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      watched.push({ callback, options });
    }
    observe() {}
    disconnect() {
      disconnected += 1;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const say = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of watched) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return {
    watched,
    disconnected: () => disconnected,
    scrollNear: () => say(true),
    stayFar: () => say(false),
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a part rendered when scrolled near', () => {
  it('waits for its place to come within about a screen of the viewport, then stays', () => {
    const browser = fakeObserver();
    render(
      <WhenNearView>
        <p>Grafik</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('Grafik')).toBeNull();
    expect(browser.watched[0]?.options?.rootMargin).toBe('600px 0px');

    browser.stayFar();
    expect(screen.queryByText('Grafik')).toBeNull();

    browser.scrollNear();
    expect(screen.getByText('Grafik')).toBeTruthy();
    expect(browser.disconnected()).toBe(1);
  });

  it('renders at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearView>
        <p>Grafik</p>
      </WhenNearView>,
    );
    expect(screen.getByText('Grafik')).toBeTruthy();
  });
});
