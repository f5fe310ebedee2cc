import type { FeatureDeclaration } from '../resources/featureTypes';
import { proofsApi } from './proofsApi';

/** The proof upload shared by the registration and upgrade lists. */
export const proofs: FeatureDeclaration = { name: 'proofs', api: proofsApi };
