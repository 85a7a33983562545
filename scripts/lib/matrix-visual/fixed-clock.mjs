// Preloaded into the matrix's sandbox server (node --import): the platform's clock starts at the
// matrix's fixed moment (and runs on from there), so "today", this week's reports and anything dated
// "now" are the same in every run, on any day. Only the matrix's own server process gets this.
const start = Date.parse(process.env.MATRIX_FIXED_TIME ?? '2026-06-15T10:00:00Z');
const RealDate = Date;
const offset = start - RealDate.now();
class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = FixedDate;
