import { lazy } from 'react';
import type { RegistrationRow } from '../../domain/api/receipts';
import { apiConfig } from '../config';
import { wholeList } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

/** GET user/register_aog_mog/index answers all of the branch's rows still needing proof. */
const rows = wholeList<RegistrationRow>(() => `${apiConfig.apiUrl}/user/register_aog_mog/index`);

/**
 * /registration-form, 'Registration List' (CABANG). No create view: /registration-form/pendaftaran
 * is the fee-calculating form, a custom route.
 */
export const registrationResource: ViewsDeclaration = {
  name: 'registration-form',
  dialect: 'api',
  access: { list: 'registrations.list', upload: 'receipts.upload' },
  endpoints: { getList: rows.getList, getMany: rows.getMany },
  views: { list: lazy(() => import('./RegistrationList')) },
};
