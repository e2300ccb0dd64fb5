import { ChangeNotifications, type ChangeListener } from '../database/change-notifications.port';
import { JOBS_CHANNEL, JobWakeups } from './job-wakeups';

class Heard extends ChangeNotifications {
  listener: ChangeListener | undefined;
  stopped = false;
  subscribe(channel: string, listener: ChangeListener): Promise<() => void> {
    expect(channel).toBe(JOBS_CHANNEL);
    this.listener = listener;
    return Promise.resolve(() => void (this.stopped = true));
  }
}

describe('JobWakeups', () => {
  const NOW = 1_800_000_000_000;
  let notifications: Heard;
  let woken: (string | null)[];
  let wakeups: JobWakeups;

  beforeEach(async () => {
    jest.useFakeTimers({ now: NOW });
    notifications = new Heard();
    woken = [];
    wakeups = new JobWakeups(
      notifications,
      (queue) => woken.push(queue),
      () => Date.now(),
    );
    await wakeups.start();
  });
  afterEach(() => {
    wakeups.close();
    jest.useRealTimers();
  });

  it('wakes the queue of a job that is due now or overdue', () => {
    notifications.listener!(`webhook-delivery|${NOW}`);
    notifications.listener!(`a|b|${NOW - 5_000}`); // a queue name with a bar: the last one separates
    expect(woken).toEqual(['webhook-delivery', 'a|b']);
  });

  it('wakes every queue when notifications may have been missed', () => {
    notifications.listener!(null);
    expect(woken).toEqual([null]);
  });

  it('wakes a delayed job’s queue once when it is due, however often it is announced', () => {
    notifications.listener!(`later|${NOW + 3_000}`);
    notifications.listener!(`later|${NOW + 3_000}`);
    jest.advanceTimersByTime(2_999);
    expect(woken).toEqual([]);
    jest.advanceTimersByTime(300);
    expect(woken).toEqual(['later']);
    jest.advanceTimersByTime(10_000);
    expect(woken).toEqual(['later']);
  });

  it('treats a payload without a time as due now', () => {
    notifications.listener!('plain');
    notifications.listener!('odd|soon');
    expect(woken).toEqual(['plain', 'odd']);
  });

  it('stops listening and drops pending wake-ups when closed', () => {
    notifications.listener!(`later|${NOW + 1_000}`);
    wakeups.close();
    jest.advanceTimersByTime(5_000);
    notifications.listener!(`now|${NOW}`);
    expect(woken).toEqual([]);
    expect(notifications.stopped).toBe(true);
  });
});
