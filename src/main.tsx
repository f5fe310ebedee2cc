import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { isPublicPath } from '../domain/paths';
import { App } from './App';
import { registerAppShellWorker } from './providers/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Suspense>
        <App />
      </Suspense>
    </StrictMode>,
  );

// A public page (the sign-in page above all) is whole in this first render: as a transition,
// React renders it in slices of 5 ms rather than in one task of half a second on a phone. A
// signed-in screen renders nothing here (the shell is a lazy module, rendered when it comes, in
// slices already); a transition pending from here would be restarted by every update until
// then, and the bench saw its blocking time double.
if (isPublicPath(window.location.pathname)) startTransition(render);
else render();

registerAppShellWorker();
