import { lazy } from 'react';
import type { UpgradeRow } from '../../domain/api/receipts';
import type { UpgradeListResponse } from '../../domain/api/upgrade';
import { apiConfig } from '../config';
import { upgradeAsRow } from '../receipts/receiptDetail';
import { RECEIPT_RESOURCES } from '../receipts/receiptKind';
import { wholeList } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

/** GET user/upgrade_aog_mog/index answers all of the branch's upgrades still needing proof. */
const getList = wholeList(
  () => `${apiConfig.apiUrl}/user/upgrade_aog_mog/index`,
  'registerList' satisfies keyof UpgradeListResponse,
  (upgrade: UpgradeRow) => upgradeAsRow(upgrade),
);

/**
 * /upgrade-mog, 'Upgrade Status Anggota' (CABANG): the 'List Upgrade' of the branch's upgrades
 * still needing proof, selectable for one proof, as the registration list is.
 */
export const upgradeResource: ViewsDeclaration = {
  name: RECEIPT_RESOURCES.proofs.upgrade,
  dialect: 'api',
  access: { list: 'upgrades.list', upload: 'receipts.upload' },
  endpoints: { getList },
  views: { list: lazy(() => import('./UpgradeList')) },
};
