/**
 * A wide table scrolls inside its card instead of widening the page: react-admin's layout grows
 * to its content's width, and inline-size containment keeps the table's width out of that.
 */
export const SCROLL_X = { contain: 'inline-size', overflowX: 'auto' } as const;

/**
 * A table's actions column ('Detail', 'Konfirmasi', 'Edit'), kept at the right edge of a table
 * that scrolls inside its card, so a tablet shows it without scrolling the table sideways.
 */
export const STICKY_END = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)',
} as const;

/**
 * Cells 10 px from their borders instead of MUI's 16, for the lists of eight or nine columns: so
 * they fit the 1,024 px a 1280 px laptop leaves beside the menu, none under a pinned column.
 */
export const COMPACT_CELLS = { '& .MuiTableCell-root': { px: 1.25 } } as const;
