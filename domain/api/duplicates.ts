import { object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';

const E = appMessages.errors;

/**
 * GET /api/user/register_aog_mog/duplicates: whether a NIK, e-mail or WhatsApp number is
 * already a member's, asked by the registration form before it is sent. Each may be empty.
 */
export const memberLookupQuery = object({
  no_ktp: string().trim().max(30, E.badRequest).default(''),
  email: string().trim().max(255, E.badRequest).default(''),
  no_wa: string().trim().max(30, E.badRequest).default(''),
});
export type MemberLookupQuery = InferType<typeof memberLookupQuery>;

/**
 * The branches where each value is already a member's: existence and branch only, no member
 * data, whichever branch asks. An empty list: not known.
 */
export interface MemberLookup {
  no_ktp: string[];
  email: string[];
  no_wa: string[];
}

export interface MemberLookupResponse {
  data: MemberLookup;
}

/** A registration saved although its e-mail or WhatsApp number is another member's. */
export type ContactFlags = Pick<MemberLookup, 'email' | 'no_wa'>;

/** An earlier receipt whose proof matches this one's ('kemungkinan duplikat'). */
export interface ReceiptDuplicate {
  id: number;
  kind: 'registration' | 'upgrade';
  inv_name: string;
  status: '0' | '1' | '2';
  branch: { id: number; name: string };
  /** URL of the earlier proof image, fetched with the bearer token. */
  image: string;
  /** 'content': the very same file; 'image': a perceptual match within the threshold. */
  match: 'content' | 'image';
  distance: number;
}
