import type { FeatureDeclaration } from '../resources/featureTypes';
import { widgetsApi } from './widgetsApi';

/** The central widgets (SPEC.md section 2) that /dashboard and /statistic-member both show. */
export const widgets: FeatureDeclaration = { name: 'widgets', api: widgetsApi };
