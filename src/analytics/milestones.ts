/** The progress milestones of spec section 9, in percent of the duration. */
export const progressMilestones = [10, 25, 50, 75, 95, 100] as const;
export type ProgressMilestone = (typeof progressMilestones)[number];

/**
 * Tracks the milestones of one episode view: each is reported once, the first time playback
 * reaches it, however the viewer seeks back and forth.
 */
export function createMilestoneTracker() {
  const reached = new Set<ProgressMilestone>();
  return {
    /** The milestones newly reached at `currentTime` of `duration`, in order. */
    update(currentTime: number, duration: number): ProgressMilestone[] {
      if (!(duration > 0) || !(currentTime >= 0)) return [];
      const percent = (currentTime / duration) * 100;
      const fresh = progressMilestones.filter(
        (milestone) => percent >= milestone && !reached.has(milestone),
      );
      for (const milestone of fresh) reached.add(milestone);
      return fresh;
    },
  };
}
