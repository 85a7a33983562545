/**
 * How far a picture may drift from its baseline and still be "the same", for both visual systems (the e2e
 * screenshots and the brand matrix). Pictures are drawn only with fonts the project ships, under a fontconfig
 * that sees no host font (scripts/lib/chromium.ts), so what is left to differ between two machines is
 * Chromium's rasteriser: anti-aliased edge pixels. pixelmatch recognises those and does not count them; a
 * pixel whose colour moved by less than `threshold` (YIQ distance, 0–1) is also not counted, which absorbs
 * one-step colour rounding of gradients. `maxDiffPixels` then allows a few stray edge pixels pixelmatch cannot
 * classify. A palette change moves thousands of solid pixels by far more than the threshold, so it still fails.
 */
export const VISUAL_TOLERANCE = { threshold: 0.1, maxDiffPixels: 24 } as const;
