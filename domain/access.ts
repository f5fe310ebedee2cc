import { GROUPS, type Group } from './groups';
import { matchesPath, PATHS, type Path } from './paths';

/**
 * The one access table: for each group, the screens it may open, its side
 * menu, and the API permissions the server checks on every route. The app's authProvider and
 * the server's guard both read it; nothing else decides who may do what.
 */

export const PERMISSIONS = [
  'auth.logout',
  'profile.read',
  'profile.update',
  'settings.read',
  'files.read',
  'dashboard.branch',
  'dashboard.central',
  'hours.read',
  'hours.update',
  'registrations.create',
  'registrations.list',
  'receipts.upload',
  'receipts.branch',
  'receipts.read',
  'receipts.list',
  'receipts.confirm',
  'upgrades.create',
  'upgrades.list',
  'ids.generate',
  'ids.assign',
  'ids.list',
  'ids.branch',
  'ids.dropdown',
  'branches.search',
  'branches.list',
  'templates.read',
  'templates.update',
  'outbox.read',
  'outbox.retry',
  'statistics.read',
  'targets.read',
  'targets.update',
  'members.inquiry',
  'members.update',
  'members.report',
  /** A member's access (export) and erasure requests under the data-protection law. */
  'members.rights',
  'admin.manage',
  /** Importing the bank statement, linking its lines and confirming the matched receipts. */
  'bank.reconcile',
  /** The receipts waiting longer than the reminder threshold (the dashboard card). */
  'reminders.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type MenuKey =
  | 'dashboard'
  | 'idAogMog'
  | 'registrationForm'
  | 'upgradeMog'
  | 'paymentHistory'
  | 'paymentHistoryUpgrade'
  | 'generateId'
  | 'payment'
  | 'paymentReceipt'
  | 'paymentReceiptUpgrade'
  | 'bankStatement'
  | 'inquiryData'
  | 'statisticMember'
  | 'settingWa'
  | 'aogMog'
  | 'branch'
  | 'helpCenter';

export interface MenuItem {
  key: MenuKey;
  /** Absent on a group heading, which only holds children. */
  path?: Path;
  children?: MenuItem[];
}

interface GroupAccess {
  routes: readonly Path[];
  /** The group's own items, between Dashboard and Help Center. */
  menu: readonly MenuItem[];
  permissions: readonly Permission[];
}

const COMMON_PERMISSIONS = [
  'auth.logout',
  'profile.read',
  'profile.update',
  'settings.read',
  'files.read',
  'hours.read',
] as const satisfies readonly Permission[];

const CENTRAL_PERMISSIONS = [
  ...COMMON_PERMISSIONS,
  'dashboard.central',
  'branches.search',
] as const satisfies readonly Permission[];

const P = PATHS;

export const ACCESS_TABLE: Readonly<Record<Group, GroupAccess>> = {
  CABANG: {
    routes: [
      P.dashboard,
      P.idAogMog,
      P.profile,
      P.upgradeMog,
      P.upgradeForm,
      P.upgradeFormEdit,
      P.changePassword,
      P.registrationCreate,
      P.registrationList,
      P.registrationShow,
      P.paymentHistory,
      P.paymentHistoryShow,
      P.paymentHistoryUpgrade,
      P.paymentHistoryUpgradeShow,
      P.helpCenter,
    ],
    menu: [
      { key: 'idAogMog', path: P.idAogMog },
      { key: 'registrationForm', path: P.registrationList },
      { key: 'upgradeMog', path: P.upgradeMog },
      { key: 'paymentHistory', path: P.paymentHistory },
      { key: 'paymentHistoryUpgrade', path: P.paymentHistoryUpgrade },
    ],
    permissions: [
      ...COMMON_PERMISSIONS,
      'dashboard.branch',
      'registrations.create',
      'registrations.list',
      'receipts.upload',
      'receipts.branch',
      'receipts.read',
      'upgrades.create',
      'upgrades.list',
      'ids.branch',
      'ids.dropdown',
      // Its own members only (/registration-form-show); the server scopes by branch.
      'members.report',
    ],
  },
  SBS: {
    routes: [
      P.dashboard,
      P.statisticMember,
      P.createTarget,
      P.historyTarget,
      P.profile,
      P.changePassword,
      P.paymentReceipt,
      P.paymentReceiptShow,
      P.paymentReceiptUpgrade,
      P.paymentReceiptUpgradeShow,
      P.bankStatement,
      P.settingWa,
      P.settingWaLog,
      P.generateId,
      P.aogMog,
      P.inquiryData,
      P.inquiryDataEdit,
      P.helpCenter,
    ],
    menu: [
      { key: 'generateId', path: P.generateId },
      {
        key: 'payment',
        children: [
          { key: 'paymentReceipt', path: P.paymentReceipt },
          { key: 'paymentReceiptUpgrade', path: P.paymentReceiptUpgrade },
          { key: 'bankStatement', path: P.bankStatement },
        ],
      },
      { key: 'inquiryData', path: P.inquiryData },
      { key: 'statisticMember', path: P.statisticMember },
      { key: 'settingWa', path: P.settingWa },
      { key: 'aogMog', path: P.aogMog },
    ],
    permissions: [
      ...CENTRAL_PERMISSIONS,
      'hours.update',
      'receipts.read',
      'receipts.list',
      'receipts.confirm',
      'ids.generate',
      'ids.assign',
      'ids.list',
      'templates.read',
      'templates.update',
      'outbox.read',
      'outbox.retry',
      'statistics.read',
      'targets.read',
      'targets.update',
      'members.inquiry',
      'members.update',
      'members.report',
      'members.rights',
      'admin.manage',
      'bank.reconcile',
      'reminders.read',
    ],
  },
  RND: {
    routes: [
      P.dashboard,
      P.profile,
      P.changePassword,
      P.statisticMember,
      P.historyTarget,
      P.helpCenter,
    ],
    // The organisation lists Setting WA in RND's menu, but RND may not open /setting-wa: the route table
    // wins, so the item is filtered out by `menuFor`.
    menu: [
      { key: 'statisticMember', path: P.statisticMember },
      { key: 'settingWa', path: P.settingWa },
    ],
    permissions: [...CENTRAL_PERMISSIONS, 'statistics.read', 'targets.read'],
  },
  ESS: {
    routes: [P.dashboard, P.changePassword, P.profile, P.aogMog, P.generateId, P.helpCenter],
    menu: [
      { key: 'aogMog', path: P.aogMog },
      { key: 'generateId', path: P.generateId },
    ],
    permissions: [
      ...CENTRAL_PERMISSIONS,
      'ids.generate',
      'ids.assign',
      'ids.list',
      'members.report',
    ],
  },
  CLUB: {
    // The organisation's route table leaves /help-center out for CLUB only, while its section 6 gives
    // every user Help Center: the table's omission is taken as the slip.
    routes: [P.dashboard, P.branch, P.changePassword, P.profile, P.aogMog, P.helpCenter],
    menu: [
      { key: 'aogMog', path: P.aogMog },
      { key: 'branch', path: P.branch },
    ],
    permissions: [...CENTRAL_PERMISSIONS, 'members.report', 'branches.list'],
  },
};

/** Whether the group may open a concrete pathname such as '/payment-history/12'. */
export const canOpenRoute = (group: Group, pathname: string): boolean =>
  ACCESS_TABLE[group].routes.some((pattern) => matchesPath(pattern, pathname));

export interface AccessRequest {
  resource: string;
  action: string;
}

/** The single permission check: `resource.action` must be one of the group's permissions. */
export const canAccess = (group: Group, { resource, action }: AccessRequest): boolean =>
  (ACCESS_TABLE[group].permissions as readonly string[]).includes(`${resource}.${action}`);

export const hasPermission = (group: Group, permission: Permission): boolean =>
  ACCESS_TABLE[group].permissions.includes(permission);

/** The groups that hold a permission, for the server's guard and its permission test. */
export const groupsWith = (permission: Permission): Group[] =>
  GROUPS.filter((group) => hasPermission(group, permission));

const keepOpenable = (group: Group, items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => {
    if (item.children) {
      const children = keepOpenable(group, item.children);
      return children.length ? [{ ...item, children }] : [];
    }
    return item.path && canOpenRoute(group, item.path) ? [item] : [];
  });

/**
 * The side menu of a group: Dashboard, the group's items it may open, then Help Center when
 * the group may open it. Sign Out is not a route and is always added by the app.
 */
export const menuFor = (group: Group): MenuItem[] =>
  keepOpenable(group, [
    { key: 'dashboard', path: PATHS.dashboard },
    ...ACCESS_TABLE[group].menu,
    { key: 'helpCenter', path: PATHS.helpCenter },
  ]);

/**
 * Where personal data (the NIK and bank account numbers, domain/personalData.ts) is shown:
 * `memberDetail` is SBS's Inquiry Data detail and edit (and the answers of its save),
 * `upgradeForm` CABANG's upgrade form, `registrationAnswer` the answer to a new registration,
 * `lists` every list, report, xlsx export and message.
 */
export const PERSONAL_DATA_SCREENS = [
  'memberDetail',
  'upgradeForm',
  'registrationAnswer',
  'lists',
] as const;
export type PersonalDataScreen = (typeof PERSONAL_DATA_SCREENS)[number];

/**
 * The screens where a group sees personal data in full; everywhere else it is masked. Only SBS
 * corrects members, so only SBS needs the whole number, on the one member it opens, and each
 * such view is audited. CABANG typed its members' numbers once and re-checks them on the
 * upgrade form by their visible ends; a masked value sent back unchanged keeps the stored one.
 */
export const PERSONAL_DATA_ACCESS: Readonly<Record<Group, readonly PersonalDataScreen[]>> = {
  SBS: ['memberDetail'],
  CABANG: [],
  RND: [],
  ESS: [],
  CLUB: [],
};

export const seesPersonalDataInFull = (group: Group, screen: PersonalDataScreen): boolean =>
  PERSONAL_DATA_ACCESS[group].includes(screen);
