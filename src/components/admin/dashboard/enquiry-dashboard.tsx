'use client';

import Link from 'next/link';
import { useState } from 'react';
import { apiData } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import type { StatsRange } from '@/lib/enquiries';
import { enquiryStats, type EnquiryStats } from '@/lib/schemas/answers/site';
import { ResourceState, SectionTitle, Table, type TableColumn } from '../kit';
import { BarList } from './bar-list';
import { ChartFigure } from './chart-figure';
import {
  formatCount,
  latestPeriodLabel,
  leaderSummary,
  overallWonRate,
  percent,
  periodName,
  periodSummary,
  RANGE_LABELS,
  TOP,
  wonSummary,
  type Period,
} from './dashboard-figures';
import { PeriodChart } from './period-chart';
import { RangeChoice } from './range-choice';
import styles from './dashboard.module.css';

// The portal's dashboard (issue 27): enquiries per week or month split by form, by source
// with the won rate, and the pages they were sent from, over a chosen range. Spam is left
// out (the stats endpoint does so).

type Source = EnquiryStats['sources'][number];
type SentFrom = EnquiryStats['pages'][number];

export function EnquiryDashboard() {
  const [range, setRange] = useState<StatsRange>('4w');
  const stats = useResource(
    (signal) => apiData(`/api/enquiries/stats?range=${range}`, enquiryStats, { signal }),
    `enquiry-stats-${range}`,
    // The figures of the last range stay while the next load.
    { subject: 'enquiry-stats' },
  );
  return (
    <section aria-labelledby="dashboard-heading" className={styles.dashboard}>
      <div className={styles.head}>
        <SectionTitle id="dashboard-heading">Enquiries</SectionTitle>
        <RangeChoice value={range} onChange={setRange} />
      </div>
      <p className={styles.muted}>
        From the website’s contact forms, Spam left out.{' '}
        <Link href="/admin/enquiries">Open the inbox</Link>
      </p>
      <ResourceState
        resource={stats}
        loadingLabel="Loading the figures…"
        errorLead="The figures could not be loaded:"
      />
      {stats.data ? <Figures stats={stats.data} busy={stats.loading} /> : null}
    </section>
  );
}

function Figures({ stats, busy }: { stats: EnquiryStats; busy: boolean }) {
  const latest = stats.periods.at(-1);
  const won = overallWonRate(stats.sources);
  const topSources = stats.sources.slice(0, TOP);
  const mostFromOneSource = Math.max(1, ...topSources.map((row) => row.enquiries));
  const mostFromOnePage = Math.max(1, ...stats.pages.map((row) => row.enquiries));
  const range = RANGE_LABELS[stats.range];
  return (
    <div className={styles.figures} aria-busy={busy || undefined}>
      <dl className={styles.tiles}>
        <div>
          <dt>{latestPeriodLabel(stats.unit)}</dt>
          <dd data-figure="latest">{formatCount(latest?.total ?? 0)}</dd>
        </div>
        <div>
          <dt>Last {range}</dt>
          <dd data-figure="total">{formatCount(stats.total)}</dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd data-figure="won">
            {percent(won.rate)}{' '}
            <span className={styles.tileNote}>
              ({formatCount(won.won)} of {formatCount(won.enquiries)})
            </span>
          </dd>
        </div>
      </dl>

      <ChartFigure
        id="chart-periods"
        title={`Enquiries per ${stats.unit}, by form`}
        summary={periodSummary(stats.periods, stats.unit, stats.range)}
        table={<PeriodTable stats={stats} />}
      >
        <PeriodChart periods={stats.periods} unit={stats.unit} />
      </ChartFigure>

      <div className={styles.pair}>
        <ChartFigure
          id="chart-sources"
          title="Enquiries by source"
          summary={leaderSummary(
            stats.sources.map((row) => ({ label: row.source, value: row.enquiries })),
            'source',
          )}
          table={<SourceTable sources={stats.sources} withWon={false} />}
        >
          <BarList
            label="Enquiries by source"
            kind="count"
            rows={topSources.map((row) => ({
              key: row.source,
              label: row.source,
              share: row.enquiries / mostFromOneSource,
              value: formatCount(row.enquiries),
            }))}
          />
        </ChartFigure>

        <ChartFigure
          id="chart-won"
          title="Won rate by source"
          summary={wonSummary(stats.sources)}
          table={<SourceTable sources={stats.sources} withWon />}
        >
          <BarList
            label="Won rate by source"
            kind="rate"
            rows={topSources.map((row) => ({
              key: row.source,
              label: row.source,
              share: row.wonRate,
              value: `${percent(row.wonRate)} (${formatCount(row.won)} of ${formatCount(row.enquiries)})`,
            }))}
          />
        </ChartFigure>
      </div>

      <ChartFigure
        id="chart-pages"
        title={`Top ${TOP} pages they were sent from`}
        summary={leaderSummary(
          stats.pages.map((row) => ({ label: row.page, value: row.enquiries })),
          'page',
        )}
        table={<PageTable pages={stats.pages} />}
      >
        <BarList
          label={`Top ${TOP} pages`}
          kind="count"
          rows={stats.pages.map((row) => ({
            key: row.page,
            label: row.page,
            share: row.enquiries / mostFromOnePage,
            value: formatCount(row.enquiries),
          }))}
        />
      </ChartFigure>
    </div>
  );
}

function PeriodTable({ stats }: { stats: EnquiryStats }) {
  const columns: TableColumn<Period>[] = [
    {
      id: 'period',
      header: stats.unit === 'month' ? 'Month' : 'Week',
      kind: 'heading',
      cell: (period) => periodName(period.start, stats.unit),
    },
    { id: 'main', header: 'Quick form', cell: (period) => formatCount(period.main) },
    { id: 'page', header: 'Contact page', cell: (period) => formatCount(period.page) },
    { id: 'total', header: 'Total', cell: (period) => formatCount(period.total) },
  ];
  return (
    <Table
      caption={`Enquiries per ${stats.unit}, by form`}
      columns={columns}
      rows={stats.periods}
      rowKey={(period) => period.start}
    />
  );
}

function SourceTable({ sources, withWon }: { sources: readonly Source[]; withWon: boolean }) {
  if (!sources.length) return <p className={styles.muted}>No enquiries in this range.</p>;
  const columns: TableColumn<Source>[] = [
    {
      id: 'source',
      header: 'Source',
      kind: 'heading',
      cell: (row) => <span className={styles.wrapAnywhere}>{row.source}</span>,
    },
    { id: 'enquiries', header: 'Enquiries', cell: (row) => formatCount(row.enquiries) },
    ...(withWon
      ? [
          { id: 'won', header: 'Won', cell: (row: Source) => formatCount(row.won) },
          { id: 'rate', header: 'Won rate', cell: (row: Source) => percent(row.wonRate) },
        ]
      : []),
  ];
  return (
    <Table
      caption={withWon ? 'Won rate by source' : 'Enquiries by source'}
      columns={columns}
      rows={sources}
      rowKey={(row) => row.source}
    />
  );
}

function PageTable({ pages }: { pages: readonly SentFrom[] }) {
  if (!pages.length) return <p className={styles.muted}>No enquiries in this range.</p>;
  const columns: TableColumn<SentFrom>[] = [
    {
      id: 'page',
      header: 'Page',
      kind: 'heading',
      cell: (row) => <span className={styles.wrapAnywhere}>{row.page}</span>,
    },
    { id: 'enquiries', header: 'Enquiries', cell: (row) => formatCount(row.enquiries) },
  ];
  return (
    <Table
      caption={`Top ${TOP} pages they were sent from`}
      columns={columns}
      rows={pages}
      rowKey={(row) => row.page}
    />
  );
}
