import { describe, expect, it } from 'vitest';
import * as figures from './dashboard-figures';

const periods = [
  { start: '2025-11-04', main: 1, page: 2, total: 3 },
  { start: '2025-11-11', main: 0, page: 0, total: 0 },
  { start: '2025-11-18', main: 5, page: 1, total: 6 },
];

describe('the column chart’s scale', () => {
  it('rounds the top up to a step of 1, 2 or 5 × 10ⁿ, with at most 5 ticks', () => {
    expect(figures.countScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(figures.countScale(6)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(figures.countScale(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(figures.countScale(1234).top).toBe(1500);
  });

  it('still draws an axis when there is nothing', () => {
    expect(figures.countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('periods', () => {
  it('are named by their first day, or by month', () => {
    expect(figures.periodTick('2025-11-18', 'week')).toBe('18 Nov');
    expect(figures.periodName('2025-11-18', 'week')).toBe('Week from 18 Nov');
    expect(figures.periodTick('2025-11-01', 'month')).toBe('Nov');
    expect(figures.periodName('2025-11-01', 'month')).toBe('November 2025');
    expect(figures.latestPeriodLabel('week')).toBe('Last 7 days');
  });
});

describe('the text alternatives', () => {
  it('list every period with its split by form', () => {
    expect(figures.periodChartText(periods, 'week')).toBe(
      'Bar chart of enquiries per week, split by form. Week from 4 Nov: 3 (1 quick form, 2 contact page); Week from 11 Nov: 0 (0 quick form, 0 contact page); Week from 18 Nov: 6 (5 quick form, 1 contact page).',
    );
  });

  it('sum the range up in a sentence', () => {
    expect(figures.periodSummary(periods, 'week', '4w')).toBe(
      '9 enquiries in the last 4 weeks (6 from the quick form, 3 from the contact page); the busiest week was the week from 18 Nov with 6.',
    );
    expect(figures.periodSummary([], 'month', '12m')).toBe('No enquiries in the last 12 months.');
  });

  it('name the leading source and the best won rate', () => {
    const sources = [
      { source: 'newsletter', enquiries: 8, won: 2, wonRate: 0.25 },
      { source: 'Direct', enquiries: 4, won: 2, wonRate: 0.5 },
      { source: 'google.com', enquiries: 0, won: 0, wonRate: 0 },
    ];
    expect(
      figures.leaderSummary(
        sources.map((row) => ({ label: row.source, value: row.enquiries })),
        'source',
      ),
    ).toBe('newsletter leads with 8 enquiries of 12.');
    expect(figures.wonSummary(sources)).toBe(
      '33% of all enquiries were won (4 of 12). Direct converts best: 50% (2 of 4).',
    );
    expect(figures.wonSummary([])).toBe('No enquiries yet, so nothing won.');
  });
});

describe('percentages', () => {
  it('round to whole percents, never showing a small rate as 0 %', () => {
    expect(figures.percent(0)).toBe('0%');
    expect(figures.percent(0.004)).toBe('<1%');
    expect(figures.percent(1 / 3)).toBe('33%');
  });
});
