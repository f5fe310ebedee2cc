import { lazyScreen } from '../common/lazyScreen';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { PATHS } from '../../domain/paths';
import { RECEIPT_RESOURCES } from '../receipts/receiptKind';
import type { FeatureDeclaration } from '../resources/featureTypes';
import { registrationEndpoints } from './registrationEndpoints';
import { registrationFormApi } from './registrationFormApi';

/**
 * /registration-form, 'Registration List' (CABANG): the branch's rows still needing proof, with
 * the upload ('upload'); its new-member form, which calculates the fee, at
 * /registration-form/pendaftaran.
 */
export const registrationForm: FeatureDeclaration = {
  name: 'registration-form',
  resources: [
    {
      name: RECEIPT_RESOURCES.proofs.registration,
      dialect: 'api',
      access: { list: 'registrations.list', upload: 'receipts.upload' },
      endpoints: registrationEndpoints,
      views: { list: lazyScreen(() => import('./RegistrationList')) },
      routes: [
        {
          path: PATHS.registrationCreate,
          component: lazyScreen(() => import('./RegistrationCreate')),
        },
      ],
    },
  ],
  api: registrationFormApi,
  menu: { registrationForm: <HowToRegIcon /> },
};
