import PersonIcon from '@mui/icons-material/Person';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import { GROUPS } from '../../domain/groups';
import type { FieldsDeclaration } from '../resources/resourceTypes';

/**
 * The administration area (SBS), declared only as configuration: the server serves these under
 * /api/admin/<name> in ra-data-simple-rest's dialect, and the generic views render the fields.
 */
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
  access: MANAGE,
  menu: { icon: <StoreIcon /> },
  recordRepresentation: 'name',
  search: true,
  sort: { field: 'name', order: 'ASC' },
  views: { show: true, edit: true, create: true, delete: 'deactivate' },
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 150 },
    { source: 'city', type: 'text', maxLength: 150 },
    { source: 'address', type: 'longText', maxLength: 500, in: ['show', 'create', 'edit'] },
    { source: 'no_wa', type: 'text', maxLength: 30 },
    { source: 'active', type: 'boolean', in: ['list', 'show', 'edit', 'filter'] },
    { source: 'created_at', type: 'dateTime', readOnly: true, in: ['list', 'show'] },
    { source: 'updated_at', type: 'dateTime', readOnly: true, in: ['show', 'edit'] },
  ],
};

const accounts: FieldsDeclaration = {
  name: 'admin/accounts',
  dialect: 'simple-rest',
  access: { ...MANAGE, resetLink: 'admin.manage' },
  menu: { icon: <PersonIcon /> },
  recordRepresentation: 'name',
  search: true,
  sort: { field: 'name', order: 'ASC' },
  views: { show: true, edit: true, create: true, delete: 'deactivate' },
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 100 },
    { source: 'email', type: 'email', required: true, maxLength: 255 },
    {
      source: 'group',
      type: 'select',
      choices: GROUPS,
      required: true,
      in: ['list', 'show', 'create', 'edit', 'filter'],
    },
    {
      source: 'branch_id',
      type: 'reference',
      reference: { resource: 'admin/branches', optionText: 'name', filter: { active: true } },
      in: ['show', 'create', 'edit', 'filter'],
    },
    { source: 'branch_name', type: 'text', readOnly: true, in: ['list'], sortable: false },
    { source: 'password', type: 'password', maxLength: 200, in: ['create'] },
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
  // One record: 'Ubah Pengaturan', not 'Ubah Pengaturan #app'.
  recordRepresentation: () => '',
  access: { list: 'admin.manage', show: 'admin.manage', edit: 'admin.manage' },
  menu: { icon: <SettingsIcon /> },
  views: { show: true, edit: true },
  fields: [
    { source: 'open_hour', type: 'number', required: true, min: 0, max: 23 },
    { source: 'close_hour', type: 'number', required: true, min: 1, max: 24 },
    { source: 'days', type: 'selectMany', choices: [1, 2, 3, 4, 5, 6, 7], required: true },
    { source: 'upload_limit_registration', type: 'number', required: true, min: 0, max: 1000 },
    { source: 'upload_limit_upgrade', type: 'number', required: true, min: 0, max: 1000 },
    { source: 'notice_open', type: 'boolean', in: ['list', 'show', 'edit'] },
    { source: 'notice_title', type: 'text', maxLength: 200, in: ['show', 'edit'] },
    { source: 'notice_message', type: 'longText', maxLength: 2000, in: ['show', 'edit'] },
    {
      source: 'help_center_url',
      type: 'text',
      required: true,
      maxLength: 500,
      in: ['show', 'edit'],
    },
    { source: 'updated_at', type: 'dateTime', readOnly: true, in: ['list', 'show', 'edit'] },
  ],
};

const fees: FieldsDeclaration = {
  name: 'admin/fees',
  dialect: 'simple-rest',
  access: MANAGE,
  menu: { icon: <PriceChangeIcon /> },
  sort: { field: 'effective_from', order: 'DESC' },
  views: { show: true, edit: true, create: true, delete: true },
  fields: [
    { source: 'effective_from', type: 'date', required: true },
    { source: 'registration_aog', type: 'money', required: true, min: 0 },
    { source: 'registration_mog', type: 'money', required: true, min: 0 },
    { source: 'upgrade_aog', type: 'money', required: true, min: 0 },
    { source: 'upgrade_other', type: 'money', required: true, min: 0 },
    { source: 'private_class', type: 'money', required: true, min: 0 },
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
