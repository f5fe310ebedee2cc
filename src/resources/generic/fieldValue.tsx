import { Box, Chip, Skeleton } from '@mui/material';
import {
  ReferenceField,
  TextField,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatRupiah } from '../../../domain/money';
import { formatNumber } from '../../../domain/numbers';
import { useAuthedImage } from '../../common/useAuthedImage';
import type { FieldDeclaration } from '../resourceTypes';

/** A choice's label: `resources.<name>.choices.<source>.<value>`, else the value itself. */
export const useChoiceLabel = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (source: string, value: unknown, fallback = String(value)) =>
    translate(`resources.${resource}.choices.${source}.${String(value)}`, { _: fallback });
};

/** One declared field of the record in context, as a person reads it. */
export const FieldValue = ({ field }: { field: FieldDeclaration }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  if (field.type === 'reference' && field.reference) {
    return (
      <ReferenceField source={field.source} reference={field.reference.resource} link={false}>
        <TextField source={field.reference.optionText} />
      </ReferenceField>
    );
  }
  const value: unknown = record?.[field.source];
  if (value === null || value === undefined || value === '') return <span>-</span>;
  switch (field.type) {
    case 'money':
      return <span>{formatRupiah(Number(value))}</span>;
    case 'date':
      return <span>{formatDate(String(value))}</span>;
    case 'dateTime':
      return <span>{formatDateTime(String(value))}</span>;
    case 'boolean':
      return (
        <Chip
          size="small"
          variant="outlined"
          color={value ? 'success' : 'default'}
          label={choiceLabel(
            field.source,
            Boolean(value),
            translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
          )}
        />
      );
    case 'select':
      return <span>{choiceLabel(field.source, value)}</span>;
    case 'selectMany':
      return (
        <span>
          {(Array.isArray(value) ? value : [value])
            .map((v) => choiceLabel(field.source, v))
            .join(', ')}
        </span>
      );
    case 'image':
      return <AuthedImage url={String(value)} />;
    case 'json':
      return (
        <Box
          component="pre"
          sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(value, null, 2)}
        </Box>
      );
    case 'list':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {(Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((item, index) => (
            <li key={index}>
              {field.fields?.map((sub) => String(item[sub.source] ?? '-')).join(' · ')}
            </li>
          ))}
        </Box>
      );
    case 'longText':
      return (
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {String(value)}
        </Box>
      );
    case 'number':
      return <span>{formatNumber(Number(value), 3)}</span>;
    default:
      return <span>{String(value)}</span>;
  }
};

const AuthedImage = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const image = useAuthedImage(url);
  if (!image.src) return <Skeleton variant="rectangular" width={64} height={64} />;
  return (
    <Box
      component="img"
      src={image.src}
      alt={translate('ra.input.image.select', { _: 'Gambar' })}
      sx={{ maxWidth: 160, maxHeight: 160, objectFit: 'contain' }}
    />
  );
};
