/**
 * Documents the app links to, built with it into dist/ (see tools/pdf/guide/ for the user guide).
 * The registration form is the blank paper form branches hand to a prospective member.
 */
export const DOCUMENTS = {
  userGuide: '/panduan-dashboard-aog-mog.pdf',
  registrationForm: '/formulir-pendaftaran-aog-mog.pdf',
} as const;
