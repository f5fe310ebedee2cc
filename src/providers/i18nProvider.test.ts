import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a text that is already Indonesian as it is, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18nProvider.translate('Berhasil Upload Bukti Bayar')).toBe(
      'Berhasil Upload Bukti Bayar',
    );
    expect(i18nProvider.translate('NIK sudah terdaftar.')).toBe('NIK sudah terdaftar.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports a message key missing from the catalogue', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18nProvider.translate('app.nowhere.toBeFound')).toBe('app.nowhere.toBeFound');
    expect(warn).toHaveBeenCalledWith('Missing translation for key: "app.nowhere.toBeFound"');
  });

  it('translates a known key', () => {
    expect(i18nProvider.translate('app.proof.downloadForm')).toBe('Download Form');
  });
});
