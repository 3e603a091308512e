/**
 * How long each step of the demo term takes, printed when DEMO_TIMING is set (e.g.
 * `DEMO_TIMING=1 npx tsx bench/demo-startup.ts large`), so the slow step of a large build is found
 * by measuring, not guessing. Prints nothing otherwise.
 */
export async function timedStep<T>(label: string, step: () => Promise<T>): Promise<T> {
  if (!process.env.DEMO_TIMING) return step();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  try {
    return await step();
  } finally {
    const cpu = process.cpuUsage(cpu0);
    console.log(`[demo-term] ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`);
  }
}
