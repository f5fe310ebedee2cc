import type { FeatureDeclaration } from '../resources/featureTypes';
import { publicPages } from './publicPages';

/**
 * Sign-in and password reset. The light PublicApp shows
 * them before any signed-in screen has opened; the shell shows them after.
 */
export const auth: FeatureDeclaration = { name: 'auth', pages: publicPages };

export { PublicApp } from './PublicApp';
