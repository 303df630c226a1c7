import { describe, expect, it } from 'vitest';
import { COMPETITIONS_BY_SPORT } from './catalogue';
import { kickOffEveryMs, scheduledFixtures, speedOf, type ScheduleOptions } from './schedule';
import { endsAt, type SimModel } from './sim-match';

const OPTIONS: ScheduleOptions = { matchMinutes: 10, upcomingPerSport: 12, margin: 0.05 };
const NOW = Date.UTC(2026, 10, 26, 18, 7, 13);
const modelOf = (f: { model?: Record<string, unknown> }) => f.model as unknown as SimModel;

describe('the simulated feed schedule', () => {
  it('has matches live and a dozen coming up in every sport, at any moment', () => {
    for (let minute = 0; minute < 240; minute += 7) {
      const now = NOW + minute * 60_000;
      const fixtures = scheduledFixtures(now, OPTIONS);
      for (const sport of ['football', 'tennis', 'basketball'] as const) {
        const mine = fixtures.filter((f) => f.sport === sport);
        const live = mine.filter((f) => f.startsAt <= now);
        const upcoming = mine.filter((f) => f.startsAt > now);
        expect(upcoming).toHaveLength(12);
        expect(live.length).toBeGreaterThanOrEqual(1);
        // Nothing that is already over is listed.
        for (const f of live) expect(endsAt(modelOf(f))).toBeGreaterThan(now);
      }
    }
  });

  it('is the same for every replica and restart: a slot is a function of its kick-off', () => {
    const a = scheduledFixtures(NOW, OPTIONS);
    const b = scheduledFixtures(NOW + 1234, OPTIONS);
    const shared = a.filter((f) => b.some((g) => g.id === f.id));
    expect(shared.length).toBeGreaterThan(30);
    for (const f of shared) expect(b.find((g) => g.id === f.id)).toEqual(f);
    expect(new Set(a.map((f) => f.id)).size).toBe(a.length);
  });

  it('rolls on: the next kick-off starts, a new one is listed, the finished ones drop out', () => {
    const every = kickOffEveryMs('football', OPTIONS);
    const before = scheduledFixtures(NOW, { ...OPTIONS, sports: ['football'] });
    const later = scheduledFixtures(NOW + 30 * 60_000, { ...OPTIONS, sports: ['football'] });
    const next = before.find((f) => f.startsAt > NOW);
    expect(next).toBeDefined();
    expect(later.some((f) => f.startsAt > NOW + 30 * 60_000 + 11 * every)).toBe(true);
    // Matches last 10 minutes: everything live 30 minutes ago is gone.
    for (const f of before.filter((f) => f.startsAt <= NOW)) {
      expect(later.some((g) => g.id === f.id)).toBe(false);
    }
    // A football kick-off every couple of minutes (four matches live at once on average).
    expect(every).toBe(150_000);
  });

  it('draws two different entrants of one competition, with plausible models', () => {
    const fixtures = scheduledFixtures(NOW, OPTIONS);
    let bestOfFive = 0;
    for (const f of scheduledFixtures(NOW + 6 * 3_600_000, OPTIONS).concat(fixtures)) {
      expect(f.home.name).not.toBe(f.away.name);
      expect(f.id).toBe(`sim:${f.sport}-${f.startsAt}`);
      expect(f.source).toBe('simulated');
      const competition = COMPETITIONS_BY_SPORT[f.sport].find((c) => c.id === f.competition.id);
      expect(competition?.name).toBe(f.competition.name);
      const names = (competition?.entrants ?? []).map((e) => e.name);
      expect(names).toContain(f.home.name);
      expect(names).toContain(f.away.name);
      const model = modelOf(f);
      expect(model.kickOffAt).toBe(f.startsAt);
      expect(model.margin).toBe(0.05);
      if (model.sport === 'tennis') {
        expect(model.serve.homeServe).toBeGreaterThan(0.45);
        expect(model.serve.homeServe).toBeLessThan(0.85);
        if (model.bestOf === 5) bestOfFive++;
        expect(model.bestOf).toBe(competition?.bestOf ?? 3);
      }
      if (model.sport === 'basketball') expect(model.line.total).toBeGreaterThan(140);
    }
    expect(bestOfFive).toBeGreaterThan(0);
  });

  it('plays a football match in SPORTS_MATCH_MINUTES of wall time', () => {
    expect(speedOf('football', { matchMinutes: 10 })).toBe(9);
    expect(speedOf('basketball', { matchMinutes: 10 })).toBeCloseTo(4.8);
    expect(speedOf('football', { matchMinutes: 0.05 })).toBe(1800);
  });
});
