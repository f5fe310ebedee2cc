import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * The dataProvider with the calls a screen uses typed: `useApi<ProofsApi>()`. The features'
 * calls are added to it by their declarations (FeatureDeclaration.api).
 */
export const useApi = <Api extends object = object>() => useDataProvider<AppDataProvider & Api>();
