import { lazy, Suspense } from 'react';
import { Box, TextField } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  FieldTitle,
  InputHelperText,
  Labeled,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { DayInput } from '../../common/DayInput';
import type { FieldDeclaration } from '../resourceTypes';
import { useChoiceLabel } from './fieldValue';
import type { FieldRules } from './schemaRules';

// No declared field is an image or an editable date-time yet: the generic screens load their
// inputs (and react-dropzone) only when one shows.
const ImageUpload = lazy(() =>
  import('../../common/FileAndTimeInputs').then((module) => ({ default: module.ImageUpload })),
);
const DateTimeInput = lazy(() =>
  import('../../common/FileAndTimeInputs').then((module) => ({ default: module.DateTimeInput })),
);

/** The date-time field while it loads: react-admin's filled field, label and helper line. */
const DateTimePlaceholder = ({ source, required }: { source: string; required: boolean }) => (
  <TextField
    className={`ra-input ra-input-${source}`}
    size="small"
    label={<FieldTitle source={source} isRequired={required} />}
    helperText={<InputHelperText />}
    slotProps={{ inputLabel: { shrink: true }, input: { readOnly: true } }}
    disabled
  />
);

/** The image field while it loads: the same label and drop zone, which takes no file yet. */
const ImagePlaceholder = ({ source, required }: { source: string; required: boolean }) => {
  const translate = useTranslate();
  return (
    <Labeled
      source={source}
      isRequired={required}
      className={`ra-input ra-input-${source}`}
      sx={{ width: '100%' }}
    >
      <Box
        sx={{
          bgcolor: 'background.default',
          borderRadius: 1,
          p: 1,
          textAlign: 'center',
          color: 'primary.contrastText',
        }}
      >
        <p>{translate('ra.input.image.upload_single')}</p>
      </Box>
    </Labeled>
  );
};

/**
 * The input of one declared field. The form validates with the domain schema (GenericForm);
 * the input shows its rules: the required mark, a number's bounds, a select's values.
 */
export const FieldInput = ({
  field,
  rules,
  alwaysOn,
}: {
  field: FieldDeclaration;
  rules: FieldRules;
  /** Set on a list filter, which marks nothing required. */
  alwaysOn?: boolean;
}) => {
  const choiceLabel = useChoiceLabel();
  const resource = useResourceContext();
  const filter = alwaysOn !== undefined;
  const required = !filter && rules.required;
  const common = {
    source: field.source,
    isRequired: required,
    readOnly: field.readOnly,
    alwaysOn,
    // react-admin translates a helper text given as a key.
    ...(field.helper && !filter && { helperText: `resources.${resource}.helpers.${field.source}` }),
  };
  const choices = (field.type === 'boolean' ? [true, false] : (rules.choices ?? [])).map((id) => ({
    id,
    name: choiceLabel(field.source, id),
  }));
  switch (field.type) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'number':
    case 'money':
      return <NumberInput {...common} min={rules.min} max={rules.max} step={1} />;
    case 'date':
      return <DayInput {...common} />;
    case 'dateTime':
      return (
        <Suspense fallback={<DateTimePlaceholder source={field.source} required={required} />}>
          <DateTimeInput {...common} />
        </Suspense>
      );
    case 'boolean':
      return filter ? <SelectInput {...common} choices={choices} /> : <BooleanInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={choices} />;
    case 'selectMany':
      return <CheckboxGroupInput {...common} choices={choices} row />;
    case 'reference':
      return (
        <ReferenceInput
          source={field.source}
          reference={field.reference?.resource ?? ''}
          filter={field.reference?.filter}
          alwaysOn={alwaysOn}
        >
          <AutocompleteInput
            fullWidth
            optionText={field.reference?.optionText}
            isRequired={required}
            readOnly={field.readOnly}
          />
        </ReferenceInput>
      );
    case 'image':
      return (
        <Suspense fallback={<ImagePlaceholder source={field.source} required={required} />}>
          <ImageUpload {...common} />
        </Suspense>
      );
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'list':
      return (
        <ArrayInput source={field.source} isRequired={required}>
          <SimpleFormIterator inline disableReordering disableClear fullWidth>
            {field.fields?.map((item) => (
              <FieldInput
                key={item.source}
                field={item}
                rules={rules.items?.[item.source] ?? { required: false }}
              />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    default:
      return <TextInput {...common} />;
  }
};
