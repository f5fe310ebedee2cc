import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContextProvider, memoryStore, StoreContextProvider, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { tabStore } from './tabStore';

/** What react-admin's translation context renders in its first render, before any effect. */
const firstRender = (store: Store) =>
  renderToStaticMarkup(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <p>isi</p>
      </I18nContextProvider>
    </StoreContextProvider>,
  );

describe('tabStore', () => {
  it("knows the locale, so the app's content renders in the render that mounts it", () => {
    expect(firstRender(tabStore())).toBe('<p>isi</p>');
    // The empty store react-admin starts with: nothing until an effect has run.
    expect(firstRender(memoryStore())).toBe('');
  });
});
