import type { FeatureDeclaration } from '../resources/featureTypes';
import { publicPages } from './publicPages';

/**
 * Sign-in, password reset and the kuitansi's public verification. The light PublicApp shows
 * them before any signed-in screen has opened; the shell shows them after.
 */
export const auth: FeatureDeclaration = { name: 'auth', pages: publicPages };

export { PublicApp } from './PublicApp';
