/**
 * Leaving for the payment gateway: the whole tab goes to its payment page, as with a real
 * gateway, which sends the player back to /m/voucherCenter?order=<id>. An object so tests can
 * watch the navigation jsdom cannot perform.
 */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
