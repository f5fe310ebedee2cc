import type { Plugin } from 'vite';
import { DOCUMENTS } from '../../../domain/documents';
import { guideContent } from './content';
import { renderGuide } from './renderGuide';

/** The default `help_center_url` points here; the server serves it from dist/. */
export const GUIDE_FILE_NAME = DOCUMENTS.userGuide.slice(1);

/**
 * Renders the user guide on `vite build` and emits it into dist/ next to the app, so every build
 * ships a guide that matches it. The dev server skips it: rendering on each start is wasted work.
 */
export const userGuide = (): Plugin => ({
  name: 'user-guide',
  apply: 'build',
  async generateBundle() {
    const source = await renderGuide(guideContent);
    this.emitFile({ type: 'asset', fileName: GUIDE_FILE_NAME, source });
  },
});
