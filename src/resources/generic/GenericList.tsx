import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { PageTitle } from '../../common/PageTitle';
import type { FieldsDeclaration } from '../resourceTypes';
import { LIST_SCROLL_X } from '../listStates';
import { ResponsiveDataTable } from '../ResponsiveDataTable';
import { FieldInput } from './fieldInput';
import { SearchBox } from './SearchBox';
import { FieldValue } from './fieldValue';
import { fieldsIn } from './fieldsIn';
import { rulesOf, schemaFor, useFormSchemas } from './schemaRules';

/**
 * The toolbar only where it holds something: react-admin's filter button draws nothing while no
 * filter can be added or cleared, and on a phone the create button floats over the page, so an
 * empty toolbar box was a blank 56 px band above the list.
 */
const TOOLBAR_ONLY_WITH_CONTENT = (theme: Theme) => ({
  '& .RaList-actions > .MuiToolbar-root:empty': { display: 'none' },
  [theme.breakpoints.down('sm')]: {
    '& .RaList-actions > .MuiToolbar-root': { display: 'contents' },
  },
});

/** The list of a plain resource: its declared columns, search and filters, paged by the server. */
export const GenericList = ({ declaration }: { declaration: FieldsDeclaration }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const filterFields = fieldsIn(declaration, 'filter');
  const schema = schemaFor(useFormSchemas(declaration), 'filter');
  const filters = [
    ...(declaration.search ? [<SearchBox key="q" alwaysOn />] : []),
    ...filterFields.map((field) => (
      <FieldInput key={field.source} field={field} rules={rulesOf(schema, field.source)} alwaysOn />
    )),
  ];
  const columns = fieldsIn(declaration, 'list');
  const title = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <>
      <PageTitle title={title} />
      <List
        title={false}
        sort={declaration.sort}
        perPage={declaration.perPage ?? 25}
        filters={filters.length ? filters : undefined}
        actions={
          <TopToolbar>
            {filters.length > 1 && <FilterButton />}
            {declaration.views.create && <CreateButton />}
          </TopToolbar>
        }
        sx={[LIST_SCROLL_X, TOOLBAR_ONLY_WITH_CONTENT]}
      >
        <ResponsiveDataTable
          card={{ title: columns[0]?.source ?? '' }}
          rowClick={declaration.views.edit ? 'edit' : declaration.views.show ? 'show' : false}
          bulkActionButtons={false}
        >
          {columns.map((field) => (
            <DataTable.Col
              key={field.source}
              source={field.source}
              disableSort={field.sortable === false}
              align={field.type === 'money' || field.type === 'number' ? 'right' : undefined}
            >
              <FieldValue field={field} />
            </DataTable.Col>
          ))}
        </ResponsiveDataTable>
      </List>
    </>
  );
};
