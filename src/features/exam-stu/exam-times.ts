/** How the student's exam screens write times: a date and clock, and how long is left, in words a child reads at once. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** "2 天 3 小时" / "1 小时 5 分钟" / "12 分钟"; under a minute still says 1 分钟 so it never reads 0 while time remains. */
export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} 天${hours ? ` ${hours} 小时` : ''}`;
  if (hours > 0) return `${hours} 小时${rest ? ` ${rest} 分钟` : ''}`;
  return `${rest} 分钟`;
}
