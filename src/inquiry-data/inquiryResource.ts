import { lazy } from 'react';
import type { GetListParams, UpdateParams } from 'react-admin';
import type {
  InquiryMember,
  InquiryMemberResponse,
  InquiryRow,
} from '../../domain/api/inquiryData';
import { apiConfig } from '../config';
import { requestJson } from '../providers/httpClient';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';

const base = () => `${apiConfig.apiUrl}/user/sbs`;

/** 'Cari Berdasarkan': which field the typed text starts; blank lists everyone. */
export const SEARCH_FIELDS = ['', 'no_id', 'nama_lengkap'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

interface InquiryFilter {
  q?: unknown;
  by?: unknown;
}

/**
 * /inquiry-data (SBS): every member found by name or ID prefix, 10 a page; the edit screen
 * sits at SPEC.md's /inquiry-data/edit/{id} (a shell route over this resource's getOne and
 * update).
 */
export const inquiryResource: ViewsDeclaration = {
  name: 'inquiry-data',
  dialect: 'api',
  access: { list: 'members.inquiry', edit: 'members.update' },
  endpoints: {
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
  },
  views: {
    list: lazy(() => import('./InquiryList')),
  },
};
