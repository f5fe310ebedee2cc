import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { FieldsDeclaration } from '../resourceTypes';
import { FieldValue } from './fieldValue';
import { fieldsIn } from './fieldsIn';
import { RecordActionButton } from './RecordActionButton';

/** One record of a plain resource, every declared field labelled. */
export const GenericShow = ({ declaration }: { declaration: FieldsDeclaration }) => (
  <Show
    actions={
      <TopToolbar>
        {declaration.recordActions?.map((action) => (
          <RecordActionButton key={action.name} action={action} />
        ))}
        {declaration.views.edit && <EditButton />}
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      {fieldsIn(declaration, 'show').map((field) => (
        <Labeled key={field.source} source={field.source}>
          <FieldValue field={field} />
        </Labeled>
      ))}
    </SimpleShowLayout>
  </Show>
);
