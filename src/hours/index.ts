import type { FeatureDeclaration } from '../resources/featureTypes';
import { hoursApi } from './hoursApi';

/** Operating hours, which the forms and uploads gate on (useOperatingHoursGate). */
export const hours: FeatureDeclaration = { name: 'hours', api: hoursApi };
