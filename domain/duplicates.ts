/**
 * Catching duplicates before money moves (issue 17): when two members are one person, and when
 * two proofs are one transfer slip. What is refused and what is only flagged is written in
 * docs/decisions.md.
 */

/** The NIK as it identifies a person: its digits ('3171 0115 0590 0001' is '3171011505900001'). */
export const normaliseNik = (value: string): string => value.replace(/\D/g, '');

/**
 * Two proof images whose 64-bit perceptual hashes (sharp-phash) differ in at most this many bits
 * are the same slip. Measured in tests/server/proof-duplicates.test.ts on a demo slip: re-encoded
 * 2 bits, half size 0, JPEG 5 (7 once the upload has re-encoded it), cropped 3 px 3; two
 * slips of different bank, branch, amount and reference 8. The margin is thin, and slips of one template that differ only in small text
 * (date, reference number) hash alike: see docs/decisions.md.
 */
export const PROOF_MATCH_DISTANCE = 7;
