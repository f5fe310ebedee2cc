/**
 * Every PostgreSQL advisory lock key of the server, in one place: two uses of one key wait for
 * each other (a serving instance's shared lock would block the region load it runs itself).
 * Each key is the same in every instance.
 */
export const ADVISORY_LOCKS = {
  /** One instance migrates; the others wait for it. */
  migration: 7_301_441,
  /** Two servers starting at once load the regions once. */
  regionLoad: 7_301_442,
  /** Held shared by every serving instance; exclusive by a command that replaces the data. */
  serving: 7_301_443,
  /** A two-key space (a separate lock space in PostgreSQL): the second key is the series. */
  invoiceSeries: 7_301_444,
  /** Two-key spaces: sign-in and reset attempts of one account, and of one address. */
  attemptAccount: 7_301_445,
  attemptAddress: 7_301_446,
  /** Statement imports, links and the matching of new receipts: one at a time. */
  bankMatching: 7_301_447,
} as const;
