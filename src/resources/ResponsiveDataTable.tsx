import {
  Children,
  Fragment,
  createElement,
  isValidElement,
  memo,
  useDeferredValue,
  type ChangeEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Box,
  Card,
  CardActionArea,
  Checkbox,
  LinearProgress,
  Stack,
  useMediaQuery,
} from '@mui/material';
import {
  BulkActionsToolbar,
  DataTable,
  NumberField,
  RecordContextProvider,
  useCreatePath,
  useFieldValue,
  useListContext,
  useResourceContext,
  useTranslateLabel,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '../common/useT';

/**
 * Below 900 px a table's columns no longer fit beside each other (a tablet held upright is
 * 768 px, a phone 360–430 px): each row becomes a card instead.
 */
export const NARROW_SCREEN = '(max-width:899.95px)';

/** Which of the table's columns a row's card shows where, by each column's source (or key). */
export interface CardLayout<R extends RaRecord> {
  /** The card's heading: what tells one row from the next (the invoice, the name, the ID). */
  title: string;
  /** Beside the heading, e.g. the status chip. */
  status?: string;
  /** At the card's foot: the row's buttons. */
  actions?: string[];
  /** Columns the card leaves out (every other one is a 'label: value' line). */
  omit?: string[];
  /** The row's checkbox's name, where the table's rows are chosen for a bulk action. */
  selectLabel?: (record: R, t: ReturnType<typeof useT>) => string;
  /** Above the cards, where the table's head has a 'select all' of its own. */
  selectAll?: ReactNode;
}

interface Props<R extends RaRecord> extends DataTableProps<R> {
  card: CardLayout<R>;
  /** When the cards are shown; by default on a narrow screen. */
  cardsWhen?: string;
}

/**
 * react-admin's DataTable on a wide screen; on a narrow one the same columns as a list of cards,
 * one a row, so nothing is hidden beneath a pinned column or off the right edge. The cards read
 * the table's own columns (label, render, field), so each list writes its columns once.
 */
export const ResponsiveDataTable = <R extends RaRecord>({
  card,
  cardsWhen = NARROW_SCREEN,
  ...props
}: Props<R>) => {
  const cards = useMediaQuery(cardsWhen, { noSsr: true });
  if (!cards) return <DataTable<R> {...props} />;
  return <CardList<R> {...props} layout={card} />;
};

interface Column<R extends RaRecord> {
  id: string;
  props: ColumnProps<R>;
  number: boolean;
}

interface ColumnProps<R extends RaRecord> {
  source?: string;
  label?: ReactNode;
  render?: (record: R) => ReactNode;
  field?: React.ComponentType<{ source?: string }>;
  children?: ReactNode;
  options?: Intl.NumberFormatOptions;
  locales?: string | string[];
}

/** The table's columns, in order, as DataTable itself finds them (fragments and arrays too). */
const columnsOf = <R extends RaRecord>(children: ReactNode): Column<R>[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const element = child as ReactElement<ColumnProps<R>>;
    if (element.type === Fragment) return columnsOf<R>(element.props.children);
    const { source } = element.props;
    // Children.toArray prefixes keys with '.$'.
    const key = element.key ? String(element.key).replace(/^\.\$/, '') : '';
    return [
      {
        id: source ?? key,
        props: element.props,
        number: element.type === DataTable.NumberCol,
      },
    ];
  });

/**
 * A source's text as react-admin's TextField writes it (its own `useFieldValue`), as plain text:
 * TextField is six components and two style sheets to compute, and a page of cards drew sixty.
 */
const SourceText = ({ source, record }: { source: string; record: RaRecord }) => {
  const value: unknown = useFieldValue({ source, record });
  return <>{value !== null && value !== undefined && value !== '' ? String(value) : null}</>;
};

/** A column's value for the record in context, as its table cell draws it. */
const ColumnValue = <R extends RaRecord>({ column, record }: { column: Column<R>; record: R }) => {
  const { source, render, field, children, options, locales } = column.props;
  if (render) return <>{render(record)}</>;
  if (children) return <>{children}</>;
  if (field) return createElement(field, { source });
  if (!source) return null;
  if (column.number) return <NumberField source={source} options={options} locales={locales} />;
  return <SourceText source={source} record={record} />;
};

/**
 * The cards' looks, once for the list: a card's parts are plain elements styled from here, not
 * MUI components each computing its own styles (a page of ten cards rendered 1,076 components,
 * 390 of them for lines' labels and values alone). The same looks as CardContent, Typography
 * and CardActions.
 */
const CARDS = {
  listStyle: 'none',
  m: 0,
  p: 1,
  // CardContent's padding: more below when no buttons follow.
  '& .card-content': { p: 2, pb: 1, '&:last-child': { pb: 3 } },
  // The status follows the heading, on the next line when there is no room beside it.
  '& .card-head': { display: 'flex', alignItems: 'center', flexWrap: 'wrap' },
  '& .card-head > * + *': { ml: 1 },
  '& h3': {
    m: 0,
    typography: 'body1',
    fontWeight: 700,
    overflowWrap: 'anywhere',
    // A field's own Typography would undo the heading's weight.
    '& .MuiTypography-root': { font: 'inherit' },
  },
  '& dl': {
    display: 'grid',
    // Labels take what they need up to 45%, then wrap: the values keep the room for theirs.
    gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
    columnGap: 2,
    rowGap: 0.5,
    m: 0,
    mt: 1,
    typography: 'body2',
  },
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
  // A column that draws nothing for this row (no duplicate, no error) takes no line.
  '& dt:has(+ dd:empty), & dd:empty': { display: 'none' },
  '& .card-actions': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: 1,
    p: 1,
    pt: 0,
  },
} as const;

/** Which of the table's columns a card shows where: heading, status, buttons, and the lines. */
const cardParts = <R extends RaRecord>(children: ReactNode, layout: CardLayout<R>) => {
  const columns = columnsOf<R>(children);
  const byId = (id: string | undefined) => columns.find((column) => column.id === id);
  const shownApart = [
    layout.title,
    layout.status,
    ...(layout.actions ?? []),
    ...(layout.omit ?? []),
  ];
  return {
    title: byId(layout.title),
    status: byId(layout.status),
    actions: (layout.actions ?? []).flatMap((id) => byId(id) ?? []),
    lines: columns.filter((column) => !shownApart.includes(column.id)),
  };
};

/**
 * About how tall a page of cards will be, in px (CARDS' paddings, a body1 heading, body2 lines
 * with their gap, a row of buttons, the space between cards): for the place kept for them.
 */
const cardsHeight = (count: number, lines: number, withActions: boolean) =>
  count * (64 + lines * 24 + (withActions ? 44 : 0));

const CardList = <R extends RaRecord>({
  layout,
  bulkActionButtons,
  bulkActionsToolbar,
  empty,
  ...props
}: DataTableProps<R> & { layout: CardLayout<R> }) => {
  const t = useT();
  const { data, isPending, total, selectedIds, onToggleItem } = useListContext<R>();
  // A page's cards render as a deferred update, in slices of 5 ms (see lazyScreen's InSlices):
  // ten cards are one task of about 120 ms on a phone otherwise. Until they are ready the
  // previous page's cards, or the progress bar, stay.
  const rows = useDeferredValue(data);
  if (isPending || (rows === undefined && data !== undefined)) {
    // Once the first page's cards are on their way, the paging below them is already drawn:
    // their place is kept, so it does not jump down when they come (a layout shift of 0.06).
    const { lines, actions } = cardParts<R>(props.children, layout);
    return (
      <Box sx={{ minHeight: cardsHeight(data?.length ?? 0, lines.length, actions.length > 0) }}>
        <LinearProgress sx={{ m: 2 }} aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (!rows?.length || total === 0) return <>{empty ?? null}</>;
  const selecting = Boolean(bulkActionButtons && layout.selectLabel);
  return (
    <>
      {selecting &&
        (bulkActionsToolbar !== undefined ? (
          bulkActionsToolbar
        ) : (
          <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
        ))}
      {selecting && layout.selectAll && <Box sx={{ px: 1 }}>{layout.selectAll}</Box>}
      <Cards<R>
        {...props}
        layout={layout}
        rows={rows}
        selecting={selecting}
        selectedIds={selectedIds}
        onToggleItem={onToggleItem}
      />
    </>
  );
};

interface CardsProps<R extends RaRecord> extends Pick<
  DataTableProps<R>,
  'children' | 'rowClick' | 'isRowSelectable' | 'aria-label'
> {
  layout: CardLayout<R>;
  rows: R[];
  /** Whether the cards have checkboxes, for a bulk action. */
  selecting: boolean;
  selectedIds: RaRecord['id'][];
  onToggleItem: (id: RaRecord['id']) => void;
}

/**
 * The cards of a page. Memo'd: while a new page renders in the background, the render that
 * keeps the previous page's cards skips them instead of drawing them again.
 */
const Cards = memo(function Cards<R extends RaRecord>({
  layout,
  rows,
  selecting,
  selectedIds,
  onToggleItem,
  children,
  rowClick,
  isRowSelectable,
  'aria-label': ariaLabel,
}: CardsProps<R>) {
  const t = useT();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { title, status, actions, lines } = cardParts<R>(children, layout);
  const labelOf = (column: Column<R>) => {
    const { label, source } = column.props;
    return typeof label === 'string' || label === undefined
      ? translateLabel({ label, resource, source })
      : label;
  };
  // A row opens its record where the table's row did ('edit', 'show'); other clicks stay the
  // table's, the cards keep their buttons.
  const linkOf = (record: R) =>
    rowClick === 'edit' || rowClick === 'show'
      ? createPath({ resource, type: rowClick, id: record.id })
      : undefined;

  return (
    <Stack component="ul" aria-label={ariaLabel} spacing={1} sx={CARDS}>
      {rows.map((record) => (
        <RecordCard<R>
          key={record.id}
          record={record}
          title={title}
          status={status}
          actions={actions}
          lines={lines}
          labelOf={labelOf}
          link={linkOf(record)}
          selection={
            selecting && layout.selectLabel
              ? {
                  label: layout.selectLabel(record, t),
                  selected: selectedIds.includes(record.id),
                  selectable: isRowSelectable?.(record) ?? true,
                  toggle: () => onToggleItem(record.id),
                }
              : undefined
          }
        />
      ))}
    </Stack>
  );
}) as <R extends RaRecord>(props: CardsProps<R>) => ReactElement;

interface RecordCardProps<R extends RaRecord> {
  record: R;
  title?: Column<R>;
  status?: Column<R>;
  actions: Column<R>[];
  lines: Column<R>[];
  labelOf: (column: Column<R>) => ReactNode;
  /** Where the card opens the record, as the table's row did. */
  link?: string;
  /** The row's checkbox, where the table's rows are chosen for a bulk action. */
  selection?: { label: string; selected: boolean; selectable: boolean; toggle: () => void };
}

/** One row as a card: its heading and status, a 'label: value' line a column, its buttons. */
const RecordCard = <R extends RaRecord>({
  record,
  title,
  status,
  actions,
  lines,
  labelOf,
  link,
  selection,
}: RecordCardProps<R>) => {
  const content = (
    <div className="card-content">
      <div className="card-head">
        {selection && (
          <Checkbox
            checked={selection.selected}
            disabled={!selection.selectable}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              event.stopPropagation();
              selection.toggle();
            }}
            slotProps={{ input: { 'aria-label': selection.label } }}
          />
        )}
        {title && (
          <h3>
            <ColumnValue column={title} record={record} />
          </h3>
        )}
        {status && (
          <div>
            <ColumnValue column={status} record={record} />
          </div>
        )}
      </div>
      <dl>
        {lines.map((column, index) => (
          <Fragment key={column.id || index}>
            <dt>{labelOf(column)}</dt>
            <dd>
              <ColumnValue column={column} record={record} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
  return (
    <RecordContextProvider value={record}>
      <Card
        component="li"
        variant="outlined"
        sx={selection?.selected ? { bgcolor: 'action.selected' } : undefined}
      >
        {link ? (
          <CardActionArea component={Link} to={link}>
            {content}
          </CardActionArea>
        ) : (
          content
        )}
        {actions.length > 0 && (
          <div className="card-actions">
            {actions.map((column) => (
              <ColumnValue key={column.id} column={column} record={record} />
            ))}
          </div>
        )}
      </Card>
    </RecordContextProvider>
  );
};
