/**
 * Campaign attribution over UTM touches. A touch is an event that carried UTM fields; an event without them
 * is direct and never credited. Each conversion event is credited to the touches of its actor in the
 * lookback window before it (the touch may be at the same instant), by five rule-based models: GA4 dropped
 * all but last click in 2023 in favour of a data-driven black box; we keep them because each can be checked
 * by hand. A conversion without a touch in the window is credited to `direct` (source, medium and campaign
 * `null`) under every model. Visitors of a channel are the actors with a touch on it in the range; its
 * conversions the visitors credited with at least one conversion (rate = conversions / visitors).
 */
export type AttributionModel = 'last_non_direct' | 'first_touch' | 'linear' | 'position_based' | 'time_decay';
export const ATTRIBUTION_MODELS: AttributionModel[] = [
  'last_non_direct',
  'first_touch',
  'linear',
  'position_based',
  'time_decay',
];
export const HALF_LIFE_MS = 7 * 86_400_000;

export interface Channel {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface TouchOrConversion {
  actorId: string;
  at: number;
  channel: Channel | null;
  conversion: boolean;
}

export interface ChannelResult extends Channel {
  visitors: number;
  conversions: number;
  rate: number;
  attributed: Record<AttributionModel, number>;
}

const keyOf = (c: Channel | null) =>
  JSON.stringify(c ? [c.source, c.medium, c.campaign] : [null, null, null]);

/** The credit each touch (in time order) gets for one conversion, summing to 1. */
export function weights(model: AttributionModel, touchTimes: number[], conversionAt: number): number[] {
  const k = touchTimes.length;
  if (k === 0) return [];
  const one = (i: number) => touchTimes.map((_, j) => (j === i ? 1 : 0));
  switch (model) {
    case 'last_non_direct':
      return one(k - 1);
    case 'first_touch':
      return one(0);
    case 'linear':
      return touchTimes.map(() => 1 / k);
    case 'position_based':
      // 40 % to the first and the last touch, 20 % shared by those between; two touches split evenly
      if (k === 1) return [1];
      if (k === 2) return [0.5, 0.5];
      return touchTimes.map((_, j) => (j === 0 || j === k - 1 ? 0.4 : 0.2 / (k - 2)));
    case 'time_decay': {
      const raw = touchTimes.map((t) => Math.pow(2, -(conversionAt - t) / HALF_LIFE_MS));
      const sum = raw.reduce((s, w) => s + w, 0);
      return raw.map((w) => w / sum);
    }
  }
}

/**
 * `events` sorted by actor and time. Visitors and conversions per channel count only what happened in
 * [from, to); touches before `from` still earn credit for a conversion inside the range (the lookback).
 */
export function attribute(
  events: TouchOrConversion[],
  options: { from: number; to: number; lookbackMs: number },
): ChannelResult[] {
  const channels = new Map<
    string,
    {
      channel: Channel | null;
      visitors: Set<string>;
      converted: Set<string>;
      credit: Record<AttributionModel, number>;
    }
  >();
  const entry = (c: Channel | null) => {
    const key = keyOf(c);
    let e = channels.get(key);
    if (!e) {
      e = {
        channel: c,
        visitors: new Set(),
        converted: new Set(),
        credit: { last_non_direct: 0, first_touch: 0, linear: 0, position_based: 0, time_decay: 0 },
      };
      channels.set(key, e);
    }
    return e;
  };
  const inRange = (t: number) => t >= options.from && t < options.to;
  const touches: TouchOrConversion[] = [];
  let actor: string | null = null;
  for (const e of events) {
    if (e.actorId !== actor) {
      touches.length = 0;
      actor = e.actorId;
    }
    // a conversion that itself carries UTM fields is also a touch, at the same instant
    if (e.channel) {
      touches.push(e);
      if (inRange(e.at)) entry(e.channel).visitors.add(e.actorId);
    }
    if (!e.conversion || !inRange(e.at)) continue;
    const window = touches.filter((t) => t.at >= e.at - options.lookbackMs && t.at <= e.at);
    if (window.length === 0) {
      const direct = entry(null);
      direct.converted.add(e.actorId);
      for (const m of ATTRIBUTION_MODELS) direct.credit[m] += 1;
      continue;
    }
    for (const t of window) entry(t.channel).converted.add(e.actorId);
    for (const m of ATTRIBUTION_MODELS) {
      const w = weights(
        m,
        window.map((t) => t.at),
        e.at,
      );
      window.forEach((t, i) => (entry(t.channel).credit[m] += w[i]!));
    }
  }
  return [...channels.values()]
    .map(({ channel, visitors, converted, credit }) => ({
      source: channel?.source ?? null,
      medium: channel?.medium ?? null,
      campaign: channel?.campaign ?? null,
      visitors: visitors.size,
      conversions: converted.size,
      rate: visitors.size === 0 ? 0 : converted.size / visitors.size,
      attributed: credit,
    }))
    .sort(
      (a, b) =>
        b.attributed.last_non_direct - a.attributed.last_non_direct || keyOf(a).localeCompare(keyOf(b)),
    );
}
