import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateTimeInput,
  ImageField,
  ImageInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { DayInput } from '../../common/DayInput';
import type { FieldDeclaration } from '../resourceTypes';
import { useChoiceLabel } from './fieldValue';

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
      return <DateTimeInput {...common} />;
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
        <ImageInput {...common} accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp'] }}>
          <ImageField source="src" />
        </ImageInput>
      );
    case 'email':
      return <TextInput {...common} type="email" />;
    default:
      return <TextInput {...common} />;
  }
};
