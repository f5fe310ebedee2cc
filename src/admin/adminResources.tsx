import PersonIcon from '@mui/icons-material/Person';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import type { FieldsDeclaration } from '../resources/resourceTypes';

/**
 * The administration area (SBS), declared only as configuration: the server serves these under
 * /api/admin/<name> in ra-data-simple-rest's dialect, and the generic views render the fields.
 * The fields' rules are the domain schemas' (domain/api/admin.ts), which the server checks too;
 * they load with the first administrative screen.
 */
const schemas = () => import('../../domain/api/admin');
// Icons the shell already carries where one fits (Store, Person, History): the first load stays light.
const MANAGE = {
  list: 'admin.manage',
  show: 'admin.manage',
  edit: 'admin.manage',
  create: 'admin.manage',
  delete: 'admin.manage',
} as const;

const branches: FieldsDeclaration = {
  name: 'admin/branches',
  dialect: 'simple-rest',
  schemas: () =>
    schemas().then((m) => ({ create: m.adminBranchCreateSchema, edit: m.adminBranchUpdateSchema })),
  access: MANAGE,
  menu: { icon: <StoreIcon /> },
  recordRepresentation: 'name',
  search: true,
  sort: { field: 'name', order: 'ASC' },
  views: { show: true, edit: true, create: true, delete: 'deactivate' },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'city', type: 'text' },
    { source: 'address', type: 'longText', in: ['show', 'create', 'edit'] },
    { source: 'no_wa', type: 'text' },
    {
      source: 'bank_accounts',
      type: 'list',
      in: ['show', 'create', 'edit'],
      fields: [
        { source: 'bank', type: 'text' },
        { source: 'nomor_rekening', type: 'text' },
        { source: 'nama_pemilik', type: 'text' },
      ],
    },
    { source: 'active', type: 'boolean', in: ['list', 'show', 'edit', 'filter'] },
    { source: 'reminders_enabled', type: 'boolean', in: ['show', 'edit'], helper: true },
    { source: 'created_at', type: 'dateTime', readOnly: true, in: ['list', 'show'] },
    { source: 'updated_at', type: 'dateTime', readOnly: true, in: ['show', 'edit'] },
  ],
};

const accounts: FieldsDeclaration = {
  name: 'admin/accounts',
  dialect: 'simple-rest',
  schemas: () =>
    schemas().then((m) => ({
      create: m.adminAccountCreateSchema,
      edit: m.adminAccountUpdateSchema,
    })),
  access: { ...MANAGE, resetLink: 'admin.manage' },
  menu: { icon: <PersonIcon /> },
  recordRepresentation: 'name',
  search: true,
  sort: { field: 'name', order: 'ASC' },
  views: { show: true, edit: true, create: true, delete: 'deactivate' },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'email', type: 'email' },
    {
      source: 'group',
      type: 'select',
      in: ['list', 'show', 'create', 'edit', 'filter'],
    },
    {
      source: 'branch_id',
      type: 'reference',
      reference: { resource: 'admin/branches', optionText: 'name', filter: { active: true } },
      in: ['show', 'create', 'edit', 'filter'],
    },
    { source: 'branch_name', type: 'text', readOnly: true, in: ['list'], sortable: false },
    { source: 'password', type: 'password', in: ['create'] },
    { source: 'active', type: 'boolean', in: ['list', 'show', 'edit', 'filter'] },
    { source: 'created_at', type: 'dateTime', readOnly: true, in: ['show'] },
    { source: 'updated_at', type: 'dateTime', readOnly: true, in: ['show', 'edit'] },
  ],
  recordActions: [
    {
      name: 'resetLink',
      path: 'reset_link',
      action: 'resetLink',
      icon: <LockResetIcon />,
      confirm: true,
    },
  ],
};

const settings: FieldsDeclaration = {
  name: 'admin/settings',
  dialect: 'simple-rest',
  schemas: () => schemas().then((m) => ({ edit: m.adminSettingsUpdateSchema })),
  // One record: 'Ubah Pengaturan', not 'Ubah Pengaturan #app'.
  recordRepresentation: () => '',
  access: { list: 'admin.manage', show: 'admin.manage', edit: 'admin.manage' },
  menu: { icon: <SettingsIcon /> },
  views: { show: true, edit: true },
  fields: [
    { source: 'open_hour', type: 'number' },
    { source: 'close_hour', type: 'number' },
    { source: 'days', type: 'selectMany' },
    { source: 'upload_limit_registration', type: 'number' },
    { source: 'upload_limit_upgrade', type: 'number' },
    { source: 'notice_open', type: 'boolean', in: ['list', 'show', 'edit'] },
    { source: 'notice_title', type: 'text', in: ['show', 'edit'] },
    { source: 'notice_message', type: 'longText', in: ['show', 'edit'] },
    { source: 'help_center_url', type: 'text', in: ['show', 'edit'] },
    { source: 'wa_consent_branch', type: 'boolean', in: ['show', 'edit'] },
    { source: 'wa_consent_referrer', type: 'select', in: ['show', 'edit'] },
    { source: 'org_name', type: 'text', in: ['show', 'edit'], helper: true },
    { source: 'org_address', type: 'longText', in: ['show', 'edit'] },
    { source: 'reminder_proof_days', type: 'number', in: ['show', 'edit'], helper: true },
    { source: 'reminder_unused_id_days', type: 'number', in: ['show', 'edit'], helper: true },
    { source: 'reminder_waiting_hours', type: 'number', in: ['show', 'edit'], helper: true },
    { source: 'updated_at', type: 'dateTime', readOnly: true, in: ['list', 'show', 'edit'] },
  ],
};

const fees: FieldsDeclaration = {
  name: 'admin/fees',
  dialect: 'simple-rest',
  schemas: () => schemas().then((m) => ({ create: m.adminFeeSchema, edit: m.adminFeeSchema })),
  access: MANAGE,
  menu: { icon: <PriceChangeIcon /> },
  sort: { field: 'effective_from', order: 'DESC' },
  views: { show: true, edit: true, create: true, delete: true },
  fields: [
    { source: 'effective_from', type: 'date' },
    { source: 'registration_aog', type: 'money' },
    { source: 'registration_mog', type: 'money' },
    { source: 'upgrade_aog', type: 'money' },
    { source: 'upgrade_other', type: 'money' },
    { source: 'private_class', type: 'money' },
    { source: 'in_force', type: 'boolean', readOnly: true, in: ['list', 'show'] },
    { source: 'created_at', type: 'dateTime', readOnly: true, in: ['show'] },
  ],
};

const audit: FieldsDeclaration = {
  name: 'admin/audit',
  dialect: 'simple-rest',
  access: { list: 'admin.manage', show: 'admin.manage' },
  menu: { icon: <HistoryIcon /> },
  sort: { field: 'id', order: 'DESC' },
  views: { show: true },
  fields: [
    { source: 'created_at', type: 'dateTime' },
    { source: 'admin_name', type: 'text', sortable: false },
    { source: 'action', type: 'text', sortable: false },
    { source: 'entity', type: 'text', sortable: false, in: ['list', 'show', 'filter'] },
    { source: 'entity_id', type: 'text', sortable: false, in: ['list', 'show', 'filter'] },
    { source: 'changes', type: 'json', in: ['show'] },
  ],
};

export const adminResources = [branches, accounts, settings, fees, audit];
