/**
 * Catching duplicates before money moves (issue 17): when two members are one person, and when
 * two proofs are one transfer slip. What is refused and what is only flagged is written in
 * docs/decisions/duplicates.md.
 */

/** The NIK as it identifies a person: its digits ('3171 0115 0590 0001' is '3171011505900001'). */
export const normaliseNik = (value: string): string => value.replace(/\D/g, '');

/**
 * Two proof images whose 64-bit perceptual hashes (sharp-phash) differ in at most this many bits
 * may be the same slip; the server then compares their ink signatures, which tell apart slips of
 * one template that hash alike. Measured in tests/server/proof-duplicates.test.ts on a demo slip:
 * re-encoded 2 bits, half size 0, JPEG 7 once the upload has re-encoded it, cropped 3 px 3; set
 * above that, as the ink signature, not this, keeps different slips apart: see
 * docs/decisions/duplicates.md.
 */
export const PROOF_MATCH_DISTANCE = 10;
