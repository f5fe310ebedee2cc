import type { GetListParams, UpdateParams } from 'react-admin';
import type {
  InquiryMember,
  InquiryMemberResponse,
  InquiryRow,
  MemberEraseRequest,
} from '../../domain/api/inquiryData';
import { apiConfig } from '../providers/config';
import { requestBlob, requestJson } from '../providers/httpClient';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ResourceEndpoints } from '../resources/resourceTypes';

/** The resource's name: the edit screen reads and saves the member through it. */
export const INQUIRY_RESOURCE = 'inquiry-data';

const base = () => `${apiConfig.apiUrl}/user/sbs`;

/** 'Cari Berdasarkan': which field the typed text starts; blank lists everyone. */
export const SEARCH_FIELDS = ['', 'no_id', 'nama_lengkap'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

interface InquiryFilter {
  q?: unknown;
  by?: unknown;
}

/** Members found by name or ID prefix, 10 a page; one member read and corrected whole. */
export const inquiryEndpoints = {
  getList: pagedList<InquiryRow>(
    () => `${base()}/search_register_aog_mog`,
    ({ pagination, filter }: GetListParams) => {
      const { q, by = 'nama_lengkap' } = filter as InquiryFilter;
      const text = filterValue(q);
      return {
        page: pagination?.page ?? 1,
        ...(text && (by === 'no_id' || by === 'nama_lengkap') && { [by]: text }),
      };
    },
  ),
  getOne: wrappedOne<InquiryMember>((id) => `${base()}/register_aog_mog/${segment(id)}`),
  update: async ({ id, data }: UpdateParams) =>
    requestJson<InquiryMemberResponse>(`${base()}/register_aog_mog/${segment(id)}`, {
      method: 'PATCH',
      body: data,
    }),
} satisfies ResourceEndpoints;

/** Everything held about the member: a zip of its data (JSON) and its proof images. */
export const exportMember = (id: number): Promise<Blob> =>
  requestBlob(`${base()}/register_aog_mog/${segment(id)}/export`);

/** An erasure request: the member anonymised, its ID sent back as the confirmation. */
export const eraseMember = (id: number, noId: string): Promise<InquiryMemberResponse> =>
  requestJson<InquiryMemberResponse>(`${base()}/register_aog_mog/${segment(id)}/anonymise`, {
    method: 'POST',
    body: { no_id: noId } satisfies MemberEraseRequest,
  });
