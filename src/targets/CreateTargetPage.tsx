import { TargetsPage } from './TargetsPage';

/** /statistic-member/create-target (SBS). */
const CreateTargetPage = () => <TargetsPage mode="input" />;
export default CreateTargetPage;
