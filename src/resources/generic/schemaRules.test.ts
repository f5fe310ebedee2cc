import { describe, expect, it } from 'vitest';
import {
  adminAccountCreateSchema,
  adminBranchCreateSchema,
  adminBranchUpdateSchema,
  adminFeeSchema,
  adminSettingsUpdateSchema,
} from '../../../domain/api/admin';
import { GROUPS } from '../../../domain/groups';
import { rulesOf, schemaFor } from './schemaRules';

describe('a field’s rules, read from its domain schema', () => {
  it('marks what the schema requires, and nothing it leaves optional or does not know', () => {
    expect(rulesOf(adminBranchCreateSchema, 'name').required).toBe(true);
    expect(rulesOf(adminBranchCreateSchema, 'address').required).toBe(false);
    expect(rulesOf(adminBranchCreateSchema, 'created_at')).toEqual({ required: false });
    expect(rulesOf(undefined, 'name')).toEqual({ required: false });
    // A switch always holds a value.
    expect(rulesOf(adminBranchUpdateSchema, 'active').required).toBe(false);
  });

  it('takes a number’s bounds and a select’s values from the schema', () => {
    expect(rulesOf(adminSettingsUpdateSchema, 'open_hour')).toMatchObject({ min: 0, max: 23 });
    expect(rulesOf(adminFeeSchema, 'private_class')).toMatchObject({
      required: true,
      min: 0,
      max: 1_000_000_000,
    });
    expect(rulesOf(adminAccountCreateSchema, 'group').choices).toEqual(GROUPS);
    expect(rulesOf(adminSettingsUpdateSchema, 'days').choices).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('validates each form with its own schema, lists and filters with either', () => {
    const schemas = { create: adminBranchCreateSchema, edit: adminBranchUpdateSchema };
    expect(schemaFor(schemas, 'create')).toBe(adminBranchCreateSchema);
    expect(schemaFor(schemas, 'edit')).toBe(adminBranchUpdateSchema);
    expect(schemaFor({ edit: adminSettingsUpdateSchema }, 'filter')).toBe(
      adminSettingsUpdateSchema,
    );
  });
});
