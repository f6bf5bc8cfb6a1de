/** The progress milestones of spec section 9, in percent of the duration. */
export const progressMilestones = [10, 25, 50, 75, 95, 100] as const;

export type ProgressMilestone = (typeof progressMilestones)[number];

/**
 * Tracks the milestones of one episode view. A milestone counts when playback plays across it
 * (a seek over it, or a start past it, does not), and only the first time, however the viewer
 * seeks back and forth.
 */
export function createMilestoneTracker() {
  const reached = new Set<ProgressMilestone>();
  return {
    /** The milestones newly played across from `from` to `to` seconds of `duration`, in order. */
    played(from: number, to: number, duration: number): ProgressMilestone[] {
      if (!(duration > 0) || !(to > from)) return [];
      const percent = (seconds: number) => (seconds / duration) * 100;
      const fresh = progressMilestones.filter(
        (milestone) =>
          percent(from) < milestone && milestone <= percent(to) + 1e-9 && !reached.has(milestone),
      );
      for (const milestone of fresh) reached.add(milestone);
      return fresh;
    },
  };
}
