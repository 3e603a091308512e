/** Delays of the post-login checks (sections 4 and 9). */
export const checkTiming = {
  /** Phone and password checks start this long after the notice check. */
  deferredCheckMs: 20,
  /** The current dialog is resolved this long after its checks. */
  dialogResolutionMs: 500,
  /** The global sequence starts this long after the route is ready. */
  globalStartMs: 200,
} as const;
