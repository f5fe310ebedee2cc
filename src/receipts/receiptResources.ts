import type { GetListParams } from 'react-admin';
import type { Permission } from '../../domain/access';
import type { ReceiptDetail, ReceiptSummary } from '../../domain/api/receipts';
import type { ReceiptKind } from '../../domain/receipts';
import { filterValue, pagedList, segment, wrappedOne } from '../resources/pagedEndpoints';
import type { ViewsDeclaration } from '../resources/resourceTypes';
import { receiptApi, RECEIPT_RESOURCES } from './receiptKind';

const KINDS: readonly ReceiptKind[] = ['registration', 'upgrade'];

interface ReceiptScreens {
  /** Which of RECEIPT_RESOURCES' pairs: the branch's history or the central review. */
  role: 'history' | 'review';
  access: { list: Permission; edit: Permission };
  /** The list endpoint under the kind's receipts path: `search` or `search_by_branch`. */
  search: string;
  /** The list's filters, sent under their own names; '' and absent are left out. */
  filters: readonly string[];
  views: ViewsDeclaration['views'];
}

/**
 * The two resources of a receipt screen, one per kind (registration, upgrade),
 * over the kind's endpoints: a list paged by the server, and the receipt at react-admin's
 * edit route /<name>/{id}, where the screen opens its dialog over the list. The shared views
 * ask `useReceiptKind()` which kind their resource is.
 */
export const receiptResources = ({
  role,
  access,
  search,
  filters,
  views,
}: ReceiptScreens): ViewsDeclaration[] =>
  KINDS.map((kind) => ({
    name: RECEIPT_RESOURCES[role][kind],
    dialect: 'api',
    access,
    endpoints: {
      getList: pagedList<ReceiptSummary>(
        () => `${receiptApi(kind).receipts}/${search}`,
        ({ pagination, filter }: GetListParams) => ({
          page: pagination?.page ?? 1,
          ...Object.fromEntries(
            filters.map((name) => [name, filterValue((filter as Record<string, unknown>)[name])]),
          ),
        }),
      ),
      // A branch account gets only its own branch's receipts (404 otherwise).
      getOne: wrappedOne<ReceiptDetail>((id) => `${receiptApi(kind).receipts}/${segment(id)}`),
    },
    views,
  }));
