import { memoryStore } from 'react-admin';
import { LOCALE } from './polyglotProvider';

/**
 * react-admin's store for one tab (nothing of one account's screens outlives it), knowing the
 * locale from the start. react-admin's I18nContextProvider renders nothing until the store's
 * locale is the provider's; an empty store makes it wait for its effect, and the whole app
 * then renders in one task, outside the render that mounted it, where React could have
 * yielded to the browser.
 */
export const tabStore = () => memoryStore({ locale: LOCALE });
