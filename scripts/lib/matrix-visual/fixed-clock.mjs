// Preloaded into the matrix's sandbox server (node --import): the platform's clock stands still at the
// matrix's fixed moment, the same moment the pages see (page.clock.setFixedTime). A running clock made
// "today" figures depend on when a picture was taken (the agent centre's team overview counted the
// fixture bets placed between 10:00 and "now", so it changed from run to run), and after 10 minutes
// of a run the pages' sealed bodies would have been refused as too old. Nothing the matrix does is
// rate-limited by time (it never logs in through the API: tokens come from /__sandbox/token).
// Only the matrix's own server process gets this.
const start = Date.parse(process.env.MATRIX_FIXED_TIME ?? '2026-06-15T10:00:00Z');
const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(start);
    else super(...args);
  }
  static now() {
    return start;
  }
}
globalThis.Date = FixedDate;
