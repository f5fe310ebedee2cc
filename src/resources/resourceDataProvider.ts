import type { DataProvider, Identifier } from 'react-admin';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';
import type { Declarations } from './declarations';
import type { ResourceEndpoints } from './resourceTypes';

type Method = keyof ResourceEndpoints;

// ra-data-simple-rest loads with the first administrative screen, not with the sign-in page.
const administration = () => import('./simpleRestProvider');

const unavailable = (method: string, resource: string) =>
  Promise.reject(new Error(`${method} is not available for ${resource}`));

/** react-admin's standard methods, plus the declared calls on one record. */
export type ResourceDataProvider = DataProvider & {
  callRecordAction(
    resource: string,
    params: { id: Identifier; path: string },
  ): Promise<{ message?: string }>;
};

/**
 * A standard method sends each resource to its own dialect: the administrative resources to
 * ra-data-simple-rest, the others to the endpoints their declaration maps them onto.
 */
export const createResourceDataProvider = ({
  resourceNamed,
}: Pick<Declarations, 'resourceNamed'>): ResourceDataProvider => {
  const route =
    <M extends Method>(method: M) =>
    (resource: string, params: Parameters<NonNullable<ResourceEndpoints[M]>>[0]) => {
      const declaration = resourceNamed(resource);
      if (declaration?.dialect === 'simple-rest') {
        return administration().then(({ simpleRest }) =>
          (simpleRest[method] as (r: string, p: typeof params) => Promise<unknown>)(
            resource,
            params,
          ),
        );
      }
      const endpoint = declaration?.endpoints?.[method] as
        ((p: typeof params) => Promise<unknown>) | undefined;
      return endpoint ? endpoint(params) : unavailable(method, resource);
    };

  const simpleRestOnly =
    (method: 'getManyReference' | 'deleteMany') => (resource: string, params: unknown) =>
      resourceNamed(resource)?.dialect === 'simple-rest'
        ? administration().then(({ simpleRest }) =>
            (simpleRest[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
          )
        : unavailable(method, resource);

  return {
    getList: route('getList'),
    getOne: route('getOne'),
    getMany: route('getMany'),
    getManyReference: simpleRestOnly('getManyReference'),
    create: route('create'),
    update: route('update'),
    updateMany: route('updateMany'),
    delete: route('delete'),
    deleteMany: simpleRestOnly('deleteMany'),

    /** A declared record action (e.g. POST /api/admin/accounts/7/reset_link). */
    callRecordAction: async (resource: string, { id, path }: { id: Identifier; path: string }) => {
      const url = `${apiConfig.apiUrl}/${resource}/${encodeURIComponent(String(id))}/${path}`;
      if (resourceNamed(resource)?.dialect === 'simple-rest') {
        const { adminHttpClient } = await administration();
        const { json } = await adminHttpClient(url, { method: 'POST' });
        return json as { message?: string };
      }
      return requestJson<{ message?: string }>(url, { method: 'POST' });
    },
  } as unknown as ResourceDataProvider;
};
