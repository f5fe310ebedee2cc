/* global module */
// node-polyglot's `object.entries` polyfill (with get-intrinsic and its kin, ~4 KiB gzip) for
// the browsers the app supports, which all have Object.entries.
module.exports = Object.entries;
