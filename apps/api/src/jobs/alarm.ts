/**
 * A sleep that can be cut short: idle workers of a queue nap between polls, and a job sent for now rings the
 * queue's alarm so it starts at once instead of at the next poll. A ring while nobody naps is kept for the next
 * nap, so a job sent while a worker is busy fetching is not left for a whole interval.
 */
export class Alarm {
  private readonly sleepers = new Set<() => void>();
  private rung = false;

  nap(ms: number): Promise<void> {
    if (this.rung) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  ring(): void {
    if (this.sleepers.size === 0) this.rung = true;
    for (const wake of [...this.sleepers]) wake();
  }
}
