import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** The dataProvider with the app's own calls typed. */
export const useApi = () => useDataProvider<AppDataProvider>();
