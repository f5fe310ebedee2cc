import { lazy, Suspense } from 'react';
import { Box, TextField } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  FieldTitle,
  InputHelperText,
  Labeled,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { DayInput } from '../../common/DayInput';
import type { FieldDeclaration } from '../resourceTypes';
import { useChoiceLabel } from './fieldValue';

// No declared field is an image or an editable date-time yet: the generic screens load their
// inputs (and react-dropzone) only when one shows.
const ImageUpload = lazy(() =>
  import('../../common/FileAndTimeInputs').then((module) => ({ default: module.ImageUpload })),
);
const DateTimeInput = lazy(() =>
  import('../../common/FileAndTimeInputs').then((module) => ({ default: module.DateTimeInput })),
);

/** The date-time field while it loads: react-admin's filled field, label and helper line. */
const DateTimePlaceholder = ({
  source,
  required,
}: Pick<FieldDeclaration, 'source' | 'required'>) => (
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
const ImagePlaceholder = ({ source, required }: Pick<FieldDeclaration, 'source' | 'required'>) => {
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

const validatorsOf = (field: FieldDeclaration): Validator[] => [
  ...(field.required ? [required()] : []),
  ...(field.maxLength !== undefined ? [maxLength(field.maxLength)] : []),
  ...(field.min !== undefined ? [minValue(field.min)] : []),
  ...(field.max !== undefined ? [maxValue(field.max)] : []),
];

/** The input of one declared field, with the rules the server also checks. */
export const FieldInput = ({
  field,
  alwaysOn,
}: {
  field: FieldDeclaration;
  /** Set on a list filter, which never validates. */
  alwaysOn?: boolean;
}) => {
  const choiceLabel = useChoiceLabel();
  const filter = alwaysOn !== undefined;
  const common = {
    source: field.source,
    validate: filter ? undefined : validatorsOf(field),
    readOnly: field.readOnly,
    alwaysOn,
  };
  const choices = (field.type === 'boolean' ? [true, false] : (field.choices ?? [])).map((id) => ({
    id,
    name: choiceLabel(field.source, id),
  }));
  switch (field.type) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} step={1} />;
    case 'money':
      return <NumberInput {...common} min={0} step={1} />;
    case 'date':
      return <DayInput {...common} />;
    case 'dateTime':
      return (
        <Suspense fallback={<DateTimePlaceholder {...field} />}>
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
            validate={common.validate}
            readOnly={field.readOnly}
          />
        </ReferenceInput>
      );
    case 'image':
      return (
        <Suspense fallback={<ImagePlaceholder {...field} />}>
          <ImageUpload {...common} />
        </Suspense>
      );
    case 'email':
      return <TextInput {...common} type="email" />;
    default:
      return <TextInput {...common} />;
  }
};
