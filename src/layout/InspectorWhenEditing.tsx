import { lazy, Suspense } from 'react';
import { usePreferencesEditor } from 'react-admin';

const LazyInspector = lazy(() => import('./inspector'));

/**
 * react-admin's preferences inspector, which its <Layout> renders always and which shows
 * nothing until a configurable component turns the editor on: downloaded then.
 */
export const InspectorWhenEditing = () => {
  const { isEnabled } = usePreferencesEditor();
  return isEnabled ? (
    <Suspense fallback={null}>
      <LazyInspector />
    </Suspense>
  ) : null;
};
