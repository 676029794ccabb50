/**
 * The seam of player protection's limits (issue 13 point 5; issue 19 fills it with loss limits,
 * time-outs and self-exclusion): asked before every stake a house game takes. Here because every
 * house game asks it and the feature that will answer it does not exist yet; app.ts hands the one
 * instance to each. Until then nothing is refused.
 */
export interface PlayLimits {
  /**
   * Why this member may not stake this amount now (a short code the answer carries as
   * value.reason: PLAY_STOPPED), or null when play may go on.
   */
  refusal(
    player: { merchantCode: string; memberId: number },
    stake: { amount: number; currency: string },
  ): Promise<string | null>;
}

export const noPlayLimits: PlayLimits = { refusal: async () => null };
