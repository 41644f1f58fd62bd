/** A Monday at least `days` ahead, as YYYY-MM-DD: well inside a doctor's notice and horizon. */
export function mondayAhead(days = 7): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
