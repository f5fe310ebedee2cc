import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../domain/paths';
import { screenModules } from './screenModules';

const root = path.resolve(import.meta.dirname, '../..');

describe("the screens' modules, read from the app's declarations", () => {
  it('finds the module each lazy screen loads', async () => {
    const screens = await screenModules(root);
    const moduleAt = (screenPath: string) =>
      screens.find((screen) => screen.path === screenPath)?.module;
    expect(moduleAt(PATHS.dashboard)).toBe('src/dashboard/DashboardPage.tsx');
    expect(moduleAt(PATHS.paymentReceipt)).toBe('src/payment-receipt/ReceiptList.tsx');
    expect(moduleAt(PATHS.paymentReceiptShow)).toBe('src/payment-receipt/ReceiptEdit.tsx');
    expect(moduleAt(PATHS.registrationCreate)).toBe('src/registration-form/RegistrationCreate.tsx');
    // One screen at two paths.
    expect(moduleAt(PATHS.upgradeForm)).toBe('src/upgrade/UpgradeForm.tsx');
    expect(moduleAt(PATHS.upgradeFormEdit)).toBe('src/upgrade/UpgradeForm.tsx');
    // The sign-in page comes with the entry: it is not a lazy screen.
    expect(moduleAt(PATHS.signIn)).toBeUndefined();
    const paths = screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of screens) expect(existsSync(path.join(root, screen.module))).toBe(true);
  });
});
