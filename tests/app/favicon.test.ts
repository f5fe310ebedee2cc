import { describe, expect, it } from 'vitest';
// The file as the server serves it.
import favicon from '../../public/favicon.svg?raw';

describe('the favicon', () => {
  // Chromium lays an SVG icon out as a document of its own on the page's main thread while the
  // page loads, and text there needs a system font looked up and loaded (up to 138 ms of layout
  // a load in the bench's traces); drawn as strokes it needs no font and looks the same anywhere.
  it('draws its letters as paths, with no text or font to look up', () => {
    expect(favicon).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(favicon).toMatch(/<path /);
    expect(favicon).not.toMatch(/<text|<tspan|font-family|font=|@font-face/i);
  });
});
