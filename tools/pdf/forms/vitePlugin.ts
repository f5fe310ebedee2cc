import type { Plugin } from 'vite';
import { DOCUMENTS } from '../../../domain/documents';
import { renderRegistrationForm } from './renderRegistrationForm';

/** Where 'Download Form' points; the server serves it from dist/. */
export const FORM_FILE_NAME = DOCUMENTS.registrationForm.slice(1);

/** Renders the blank registration form on `vite build` and emits it into dist/. */
export const registrationFormDocument = (): Plugin => ({
  name: 'registration-form-document',
  apply: 'build',
  async generateBundle() {
    const source = await renderRegistrationForm();
    this.emitFile({ type: 'asset', fileName: FORM_FILE_NAME, source });
  },
});
