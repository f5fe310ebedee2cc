import type { ComponentType, ReactElement } from 'react';
import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import type { Permission } from '../../domain/access';
import type { Path } from '../../domain/paths';
import type { AnyObjectSchema } from 'yup';

/**
 * How a resource of the 'api' dialect reaches the contract's endpoints: each standard
 * method it allows, already mapped to the endpoint's query and answer. A method left out is
 * one the resource does not offer.
 */
export interface ResourceEndpoints {
  getList?: (params: GetListParams) => Promise<GetListResult>;
  getOne?: (params: GetOneParams) => Promise<GetOneResult>;
  getMany?: (params: GetManyParams) => Promise<GetManyResult>;
  create?: (params: CreateParams) => Promise<CreateResult>;
  update?: (params: UpdateParams) => Promise<UpdateResult>;
  updateMany?: (params: UpdateManyParams) => Promise<UpdateManyResult>;
  delete?: (params: DeleteParams) => Promise<DeleteResult>;
}

/** react-admin's actions, plus the resource's own (e.g. 'assign' for a bulk action). */
export type ResourceAction = 'list' | 'show' | 'edit' | 'create' | 'delete' | (string & {});

/**
 * A field of a plain resource: what the generic list, show and form render for it. Its rules
 * (required, lengths, bounds, a select's values, labelled by
 * `resources.<name>.choices.<source>.<value>`) are the domain schema's (`schemas`).
 */
export interface FieldDeclaration {
  source: string;
  type:
    | 'text'
    | 'longText'
    | 'email'
    | 'password'
    | 'number'
    | 'money'
    | 'date'
    | 'dateTime'
    | 'boolean'
    | 'select'
    | 'selectMany'
    | 'reference'
    | 'image'
    | 'json'
    | 'list';
  /** For 'reference': the resource the id points to and the field that names it. */
  reference?: { resource: string; optionText: string; filter?: Record<string, unknown> };
  /** For 'list': the fields of each item (a branch's bank accounts), edited row by row. */
  fields?: readonly FieldDeclaration[];
  /** Where the field appears; every view by default, except the password (forms only). */
  in?: readonly ('list' | 'show' | 'create' | 'edit' | 'filter')[];
  /** Shown in the forms but not editable. */
  readOnly?: boolean;
  /** The forms explain it under the input: `resources.<name>.helpers.<source>`. */
  helper?: boolean;
  sortable?: boolean;
}

/** A custom call offered on one record, e.g. 'Kirim link reset password'. */
export interface RecordActionDeclaration {
  name: string;
  /** Path under the resource's record, e.g. 'reset_link' for POST <base>/<id>/reset_link. */
  path: string;
  /** The access action it needs. */
  action: ResourceAction;
  icon?: ReactElement;
  /** Asked before the call. */
  confirm?: boolean;
}

interface BaseDeclaration {
  /** The resource's name, which is also its route: 'payment-receipt' is served at /payment-receipt. */
  name: string;
  /** Which permission of the access table (domain/access.ts) each action needs. */
  access: Partial<Record<ResourceAction, Permission>>;
  /**
   * An entry in the 'Administrasi' part of the side menu, for resources that the product's menus do
   * not already list; shown to the groups that may list the resource.
   */
  menu?: { icon: ReactElement };
  /** A field name, or how to name a record in titles ('Ubah Cabang Cabang Bandung'). */
  recordRepresentation?: string | ((record: RaRecord) => string);
  /**
   * Screens of the resource at the product's own paths beside react-admin's list, edit and show
   * (e.g. /inquiry-data/edit/{id}, /registration-form/pendaftaran): child routes of its
   * <Resource>, each under /<name>/, opened by the groups whose route table holds the path.
   */
  routes?: readonly ResourceRoute[];
}

/** A screen of a resource at a path of its own under the resource's (domain/paths.ts). */
export interface ResourceRoute {
  path: Path;
  component: ComponentType;
}

/** A resource with screens of its own. */
export interface ViewsDeclaration extends BaseDeclaration {
  dialect: 'api';
  endpoints: ResourceEndpoints;
  views: {
    list?: ComponentType;
    edit?: ComponentType;
    show?: ComponentType;
    create?: ComponentType;
  };
  fields?: undefined;
}

/** The domain's request schemas of a plain resource's forms. */
export interface FormSchemas {
  create?: AnyObjectSchema;
  edit?: AnyObjectSchema;
}

/** A plain resource: the generic list, show and forms render its declared fields. */
export interface FieldsDeclaration extends BaseDeclaration {
  /**
   * Its request schemas (domain/api), loaded with the first generic view: the forms validate
   * with them, and the inputs show their rules.
   */
  schemas?: () => Promise<FormSchemas>;
  /** 'simple-rest' resources are served by the server under /api/admin/<name>. */
  dialect: 'api' | 'simple-rest';
  endpoints?: ResourceEndpoints;
  fields: readonly FieldDeclaration[];
  /** Which generic views exist; the list always does. */
  views: {
    show?: boolean;
    edit?: boolean;
    create?: boolean;
    /** 'deactivate' when the server keeps the record and only switches it off. */
    delete?: boolean | 'deactivate';
  };
  /** The list's default order and page size. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** A text search ('q' filter) above the list. */
  search?: boolean;
  recordActions?: readonly RecordActionDeclaration[];
}

export type ResourceDeclaration = ViewsDeclaration | FieldsDeclaration;
