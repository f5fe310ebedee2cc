/**
 * Numbers as Indonesian writes them, '1.234.567,5', without Intl: a page's first Intl object
 * loads ICU's locale data (50–65 ms in Chromium on a 2-core machine, four times that on a
 * throttled phone), and the screens format their first figures before their first paint.
 */
export const formatNumber = (value: number, maximumFractionDigits = 0): string => {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  const decimals = fraction.replace(/0+$/, '');
  const rounded = decimals ? `${digits},${decimals}` : digits;
  return value < 0 && /[1-9]/.test(rounded) ? `-${rounded}` : rounded;
};
