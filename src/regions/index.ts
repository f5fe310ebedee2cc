import type { FeatureDeclaration } from '../resources/featureTypes';
import { regionsApi } from './regionsApi';

/** Indonesia's regions for the member form's cascading pickers (RegionPicker). */
export const regions: FeatureDeclaration = { name: 'regions', api: regionsApi };
