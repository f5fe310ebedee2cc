import { TargetsPage } from './TargetsPage';

/** /statistic-member/history-target (SBS, RND): any year, read-only. */
const HistoryTargetPage = () => <TargetsPage mode="history" />;
export default HistoryTargetPage;
