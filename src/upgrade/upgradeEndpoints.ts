import type { UpgradeRow } from '../../domain/api/receipts';
import type { UpgradeListResponse } from '../../domain/api/upgrade';
import { apiConfig } from '../providers/config';
import { upgradeAsRow } from '../receipts/receiptDetail';
import { wholeList } from '../resources/pagedEndpoints';
import type { ResourceEndpoints } from '../resources/resourceTypes';

/** GET user/upgrade_aog_mog/index answers all of the branch's upgrades still needing proof. */
const getList = wholeList(
  () => `${apiConfig.apiUrl}/user/upgrade_aog_mog/index`,
  'registerList' satisfies keyof UpgradeListResponse,
  (upgrade: UpgradeRow) => upgradeAsRow(upgrade),
);

export const upgradeListEndpoints = { getList } satisfies ResourceEndpoints;
