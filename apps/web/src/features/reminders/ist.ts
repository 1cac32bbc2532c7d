/** IST is UTC+05:30 all year: a wall-clock time staff pick is sent with that offset. */
const IST_OFFSET_MINUTES = 330;

/** '2026-11-24 10:00:00' (the picker's value, read as IST) -> '2026-11-24T10:00:00+05:30'. */
export const istToIso = (wallClock: string): string => {
  const [date, time = '00:00:00'] = wallClock.split(' ');
  return `${date}T${time.length === 5 ? `${time}:00` : time}+05:30`;
};

/** Now plus `hours`, or tomorrow at 10:00 IST: the snooze choices. */
export function snoozeUntil(choice: 'hour' | 'tomorrow', now = new Date()): string {
  if (choice === 'hour') return new Date(now.getTime() + 3_600_000).toISOString();
  const ist = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const tomorrow = new Date(
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1),
  );
  return istToIso(`${tomorrow.toISOString().slice(0, 10)} 10:00:00`);
}
