import type { FeatureDeclaration } from '../resources/featureTypes';
import { clearFormDrafts } from './formDraft';
import { membersApi } from './membersApi';

/**
 * The member form shared by registration, upgrade and inquiry: its ID picker and fees; its
 * drafts end with the sign-out.
 */
export const members: FeatureDeclaration = {
  name: 'members',
  api: membersApi,
  session: { signingOut: clearFormDrafts },
};
