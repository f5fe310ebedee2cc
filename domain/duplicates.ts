/**
 * Catching duplicates before money moves (issue 17): when two members are one person, and when
 * two proofs are one transfer slip. What is refused and what is only flagged is written in
 * docs/decisions.md.
 */

/** The NIK as it identifies a person: its digits ('3171 0115 0590 0001' is '3171011505900001'). */
export const normaliseNik = (value: string): string => value.replace(/\D/g, '');

/**
 * Two proof images whose 64-bit perceptual hashes differ in at most this many bits are the
 * same slip. Measured in tests/server/proof-duplicates.test.ts: the same slip re-encoded, at
 * half size, as a JPEG of a PNG or cropped by a few pixels stays within 4 bits; two different
 * slips of the demo data, rendered from one template, stay 12 bits or more apart.
 */
export const PROOF_MATCH_DISTANCE = 8;
