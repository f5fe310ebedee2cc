import type { FeatureDeclaration } from '../resources/featureTypes';
import { membersApi } from './membersApi';

/** The member form shared by registration, upgrade and inquiry: its ID picker and fees. */
export const members: FeatureDeclaration = { name: 'members', api: membersApi };
