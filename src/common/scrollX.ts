/**
 * A wide table scrolls inside its card instead of widening the page: react-admin's layout grows
 * to its content's width, and inline-size containment keeps the table's width out of that.
 */
export const SCROLL_X = { contain: 'inline-size', overflowX: 'auto' } as const;
