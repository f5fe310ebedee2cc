import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { AppMessageKey } from '../../i18n/app-id';

/** `translate` limited to the app's own keys, so a misspelt key fails to compile. */
export const useT = () => {
  const translate = useTranslate();
  return useCallback(
    (key: AppMessageKey, options?: Record<string, unknown>) => translate(key, options),
    [translate],
  );
};
