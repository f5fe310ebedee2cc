import type { FeatureDeclaration } from '../resources/featureTypes';
import { shellApi } from './shellApi';

/** The shell's own calls: the settings (notice, help-center link) and the build id. */
export const shell: FeatureDeclaration = { name: 'shell', api: shellApi };
