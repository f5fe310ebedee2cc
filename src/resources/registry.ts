import { adminResources } from '../admin/adminResources';
import { branchResource } from '../branches/branchResource';
import { branchIdResource, generateIdResource } from '../ids/idResources';
import { registrationResource } from '../registration-list/registrationResource';
import { messageLogResource } from '../setting-wa/messageLogResource';
import { historyResource, upgradeHistoryResource } from '../payment-history/historyResource';
import { receiptResource, upgradeReceiptResource } from '../payment-receipt/receiptResource';
import { upgradeResource } from '../upgrade/upgradeResource';
import { upgradeCandidateResource } from '../upgrade/upgradeCandidateResource';
import { inquiryResource } from '../inquiry-data/inquiryResource';
import { aogMogResource, registrationShowResource } from '../aog-mog/aogMogResource';
import type { ResourceDeclaration } from './resourceTypes';

/**
 * Every resource of the app, declared once: its route, endpoints, permissions, menu entry and
 * views (or fields). The dataProvider, the authProvider, the menu and <Admin> all read this
 * list; docs/resources.md tells how to add one.
 */
export const resources: readonly ResourceDeclaration[] = [
  ...adminResources,
  branchResource,
  generateIdResource,
  branchIdResource,
  registrationResource,
  messageLogResource,
  receiptResource,
  historyResource,
  upgradeReceiptResource,
  upgradeHistoryResource,
  upgradeResource,
  inquiryResource,
  aogMogResource,
  registrationShowResource,
  upgradeCandidateResource,
];

const byName = new Map(resources.map((declaration) => [declaration.name, declaration]));

export const resourceNamed = (name: string): ResourceDeclaration | undefined => byName.get(name);
