import type { FeatureDeclaration } from '../resources/featureTypes';
import { adminResources } from './adminResources';

/** The administration area (SBS, 'Administrasi' in the menu), declared as configuration only. */
export const admin: FeatureDeclaration = { name: 'admin', resources: adminResources };
