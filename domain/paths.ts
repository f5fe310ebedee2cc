/**
 * Every screen path of the app. `{id}`-style segments are written `:param` so the
 * same string serves the router and the access table. The upgrade form keeps the organisation's
 * spelling 'registrasion-form'.
 */
export const PATHS = {
  signIn: '/sign-in',
  resetPassword: '/reset-password',
  resetPasswordLanding: '/reset-password/landing',
  notFound: '/not-found',
  dashboard: '/dashboard',
  profile: '/profile',
  changePassword: '/change-password',
  helpCenter: '/help-center',
  idAogMog: '/id-aog-mog',
  upgradeMog: '/upgrade-mog',
  upgradeForm: '/registrasion-form/upgrade-mog',
  upgradeFormEdit: '/registrasion-form/upgrade-mog/:idMog',
  registrationList: '/registration-form',
  registrationCreate: '/registration-form/pendaftaran',
  registrationShow: '/registration-form-show',
  paymentHistory: '/payment-history',
  paymentHistoryShow: '/payment-history/:id',
  paymentHistoryUpgrade: '/payment-history-upgrade',
  paymentHistoryUpgradeShow: '/payment-history-upgrade/:id',
  statisticMember: '/statistic-member',
  createTarget: '/statistic-member/create-target',
  historyTarget: '/statistic-member/history-target',
  paymentReceipt: '/payment-receipt',
  paymentReceiptShow: '/payment-receipt/:id',
  paymentReceiptUpgrade: '/payment-receipt-upgrade',
  paymentReceiptUpgradeShow: '/payment-receipt-upgrade/:id',
  /** 'Rekonsiliasi Bank' (not among the organisation's screens: issue 32). */
  bankStatement: '/bank-statement',
  settingWa: '/setting-wa',
  /** The WhatsApp message log, reached from /setting-wa (not among the organisation's screens: chosen). */
  settingWaLog: '/setting-wa/log',
  generateId: '/generate-id',
  aogMog: '/aog-mog',
  inquiryData: '/inquiry-data',
  inquiryDataEdit: '/inquiry-data/edit/:id',
  branch: '/branch',
  /** The public check of a receipt document's code (issue 34; printed on the kuitansi). */
  verify: '/verify/:code',
} as const;

export type PathKey = keyof typeof PATHS;
export type Path = (typeof PATHS)[PathKey];

/** Paths a visitor may open without signing in. */
export const PUBLIC_PATHS: readonly Path[] = [
  PATHS.signIn,
  PATHS.resetPassword,
  PATHS.resetPasswordLanding,
  PATHS.verify,
];

/** Fills a pattern's `:param` segments: `toPath(PATHS.paymentHistoryShow, {id: 4})`. */
export const toPath = (pattern: Path, params: Record<string, string | number> = {}): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });

/** Whether a concrete pathname matches a pattern; a `:param` matches one non-empty segment. */
export const matchesPath = (pattern: string, pathname: string): boolean => {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
};

/** Whether a visitor may open this pathname without signing in (one of PUBLIC_PATHS). */
export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.some((path) => matchesPath(path, pathname));
