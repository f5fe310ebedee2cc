import type { FeatureDeclaration } from '../resources/featureTypes';
import { widgetsApi } from './widgetsApi';

/** The central widgets that /dashboard and /statistic-member both show. */
export const widgets: FeatureDeclaration = { name: 'widgets', api: widgetsApi };
