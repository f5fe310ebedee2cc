import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { readSession } from '../providers/session';

const PREFIX = 'aogmog.draft.';

/**
 * A member form being typed, kept in the tab's session storage so that a reload or a lost
 * connection loses nothing. Keyed by the signed-in account, the form and its path (an upgrade
 * of one member is not another's draft); it ends with the tab, the save and the sign-out.
 */
export const useFormDraft = <V extends FieldValues>(form: UseFormReturn<V>, formId: string) => {
  const { pathname } = useLocation();
  const key = `${PREFIX}${readSession()?.admin.id ?? 'anonymous'}.${formId}.${pathname}`;
  // Read once per key: the form at another path (another member's upgrade) has its own draft.
  const restored = useMemo(() => {
    try {
      const saved = sessionStorage.getItem(key);
      return saved ? (JSON.parse(saved) as V) : null;
    } catch {
      return null;
    }
  }, [key]);
  useEffect(() => {
    if (restored) form.reset(restored, { keepDefaultValues: true });
    const subscription = form.watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // A full storage only costs the draft; the form itself goes on.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key, restored]);
  return { restored: restored !== null, clear: () => sessionStorage.removeItem(key) };
};

/** Every draft of this tab: before a sign-out, so the next account finds none. */
export const clearFormDrafts = async (): Promise<void> => {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
};
