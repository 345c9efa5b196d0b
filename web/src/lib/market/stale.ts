const updateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** "No update from the price provider since Jan 1, 2024, 10:30:00 AM" (local time). */
export function staleTitle(lastUpdate: string): string {
  const time = new Date(lastUpdate);
  const since = Number.isNaN(time.getTime()) ? 'an unknown time' : updateTime.format(time);
  return `No update from the price provider since ${since}`;
}
