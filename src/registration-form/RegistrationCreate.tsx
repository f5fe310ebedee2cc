import { registrationCreateSchema } from '../../domain/api/registrationForm';
import { PATHS } from '../../domain/paths';
import { useApi } from '../common/useApi';
import type { RegistrationFormApi } from './registrationFormApi';
import { useT } from '../common/useT';
import { readSession } from '../providers/session';
import { emptyMember } from '../members/memberFormModel';
import { DuplicateWarning } from './DuplicateWarning';
import { MemberFormPage } from '../members/MemberFormPage';

/**
 * /registration-form/pendaftaran: a branch registers a new AOG or MOG member: 'AOG/MOG Added'
 * and the Registration List on success.
 */
const RegistrationCreate = () => {
  const t = useT();
  const api = useApi<RegistrationFormApi>();
  return (
    <MemberFormPage
      title={t('app.registrationForm.title')}
      back={PATHS.registrationList}
      formId="registration-form"
      schema={registrationCreateSchema}
      defaultValues={emptyMember()}
      fee="registration"
      branchName={readSession()?.admin.branch?.name ?? '-'}
      warnings={<DuplicateWarning />}
      send={(values) => api.createRegistration(values)}
      successMessage={t('app.registrationForm.added')}
      failureMessage={t('app.registrationForm.failed')}
      then={PATHS.registrationList}
    />
  );
};

export default RegistrationCreate;
