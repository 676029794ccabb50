/**
 * Leaving the site in the same tab: for the payment gateway's page (which sends the player back to
 * /m/voucherCenter?order=<id>) and the operator's outside chat after the chat launch. The same tab,
 * because a new tab opened after an awaited call is no longer the tap's and pop-up blockers stop
 * it. An object so tests can watch the navigation jsdom cannot perform.
 */
export const outsidePage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
