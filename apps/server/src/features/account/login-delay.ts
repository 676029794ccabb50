/**
 * Growing delays after failed logins (decision 0022). They are counted per account and client
 * address, so a stranger's failures hold back only the stranger: the first `failures` go free,
 * then each further try waits `firstDelayMs` after the last failure, doubled for every failure
 * beyond, up to `maxDelayMs`. Nothing is locked: the right password after the wait logs in.
 */
export interface LoginDelayOptions {
  failures: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The wait after the last of `failures` consecutive failures before the next try; 0 below the threshold. */
export const loginDelayMs = (failures: number, options: LoginDelayOptions): number => {
  if (failures < options.failures) return 0;
  // Past 2^20 the cap has long been reached; the bound keeps the number finite.
  const doublings = Math.min(failures - options.failures, 20);
  return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** doublings);
};
