/** 570 → '09:30'; 1440 → '24:00'. */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** '09:30' → 570. */
export function clockToMinutes(clock: string): number {
  const [h = '0', m = '0'] = clock.split(':')
  return Number(h) * 60 + Number(m)
}
