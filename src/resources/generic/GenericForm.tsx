import type { ReactElement } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Create,
  DeleteButton,
  Edit,
  Labeled,
  SaveButton,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { readFileAsDataUrl } from '../../common/readFileAsDataUrl';
import type { FieldsDeclaration } from '../resourceTypes';
import { FieldInput } from './fieldInput';
import { FieldValue } from './fieldValue';
import { fieldsIn, isEditable } from './fieldsIn';
import { RecordActionButton } from './RecordActionButton';
import { rulesOf, schemaFor, useFormSchemas } from './schemaRules';

/**
 * An image chosen in the form travels as a data URL, the form in which the API takes images;
 * read-only values are not sent back.
 */
const toRequest =
  (declaration: FieldsDeclaration, view: 'create' | 'edit') =>
  async (data: RaRecord): Promise<RaRecord> => {
    const out: RaRecord = { ...data };
    const editable = new Set(
      fieldsIn(declaration, view)
        .filter(isEditable)
        .map((field) => field.source),
    );
    for (const field of declaration.fields) {
      const value: unknown = out[field.source];
      // updated_at goes back as the version the form was loaded at (a stale save is a 409).
      if (!editable.has(field.source) && field.source !== 'updated_at') delete out[field.source];
      else if (field.type === 'image' && value && typeof value === 'object' && 'rawFile' in value) {
        out[field.source] = await readFileAsDataUrl((value as { rawFile: Blob }).rawFile);
      }
    }
    return out;
  };

/**
 * The form of a view, checked with the domain schema the server checks the request with (its
 * messages under the fields): what is sent is what the form holds, the server casts it.
 */
const SchemaForm = ({
  declaration,
  view,
  toolbar,
}: {
  declaration: FieldsDeclaration;
  view: 'create' | 'edit';
  toolbar?: ReactElement;
}) => {
  const schema = schemaFor(useFormSchemas(declaration), view);
  return (
    <SimpleForm
      toolbar={toolbar}
      resolver={schema && yupResolver(schema, undefined, { raw: true })}
    >
      {fieldsIn(declaration, view).map((field) =>
        isEditable(field) ? (
          <FieldInput key={field.source} field={field} rules={rulesOf(schema, field.source)} />
        ) : (
          <Labeled key={field.source} source={field.source}>
            <FieldValue field={field} />
          </Labeled>
        ),
      )}
    </SimpleForm>
  );
};

/** Changes to money, accounts and settings wait for the server: no undo window. */
export const GenericEdit = ({ declaration }: { declaration: FieldsDeclaration }) => (
  <Edit
    mutationMode="pessimistic"
    transform={toRequest(declaration, 'edit')}
    redirect={declaration.views.show ? 'show' : 'list'}
    actions={
      <TopToolbar>
        {declaration.recordActions?.map((action) => (
          <RecordActionButton key={action.name} action={action} />
        ))}
        {declaration.views.show && <ShowButton />}
      </TopToolbar>
    }
  >
    <SchemaForm
      declaration={declaration}
      view="edit"
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {declaration.views.delete === 'deactivate' ? (
            <DeleteButton
              mutationMode="pessimistic"
              label="app.resources.deactivate"
              confirmTitle="app.resources.deactivateTitle"
              confirmContent="app.resources.deactivateContent"
              successMessage="app.resources.deactivated"
              icon={<BlockIcon />}
            />
          ) : (
            declaration.views.delete && <DeleteButton mutationMode="pessimistic" />
          )}
        </Toolbar>
      }
    />
  </Edit>
);

export const GenericCreate = ({ declaration }: { declaration: FieldsDeclaration }) => (
  <Create
    transform={toRequest(declaration, 'create')}
    redirect={declaration.views.show ? 'show' : 'list'}
  >
    <SchemaForm declaration={declaration} view="create" />
  </Create>
);
