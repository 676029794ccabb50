/** The verify page's address (app/layout-rules.ts routes it): the lottery frame links to it. */
export const LOTTERY_VERIFY_PATH = '/m/lottery/verify';
