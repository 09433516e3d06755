'use client';

import { useId, useRef } from 'react';
import { AXIS_COLOUR, GRID_COLOUR, MUTED_TEXT_COLOUR, TEXT_COLOUR } from './chart-colours';
import {
  countScale,
  formatCount,
  periodChartText,
  periodTick,
  type Period,
  type Unit,
} from './dashboard-figures';
import { formPaint, FormLegend, PageHatch } from './form-patterns';
import { useElementWidth } from './use-element-width';
import styles from './dashboard.module.css';

// Enquiries per week (or month) as columns, each split by form: the quick form solid at
// the bottom, the contact page hatched on top, the total printed above. Drawn as SVG at
// the width it is given, so its text stays legible at 390 px; every value is printed, so
// nothing needs a pointer to read. The SVG is one image whose text alternative lists
// every period; the table view sits under it.

const FONT = 12;
const MARGIN = { top: FONT + 10, right: 4, bottom: FONT + 14, left: 30 };
/** The room a tick label needs, to thin them out when columns are narrow. */
const TICK_ROOM = { week: 46, month: 30 };

export function PeriodChart({ periods, unit }: { periods: readonly Period[]; unit: Unit }) {
  const hatchId = `${useId()}-hatch`;
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 600);
  const height = width < 500 ? 200 : 240;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const { top, ticks } = countScale(Math.max(0, ...periods.map((period) => period.total)));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const band = plotWidth / Math.max(1, periods.length);
  const barWidth = Math.min(56, band * 0.66);
  const every = Math.max(1, Math.ceil(TICK_ROOM[unit] / band));
  // Keep the newest period's tick: it is the one people look for.
  const showTick = (index: number) => (periods.length - 1 - index) % every === 0;

  return (
    <div className={styles.periodChart}>
      <FormLegend hatchId={hatchId} className={styles.legend} />
      <div ref={box} className={styles.chartBox}>
        <svg
          role="img"
          aria-label={periodChartText(periods, unit)}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={styles.svg}
        >
          <defs>
            <PageHatch id={hatchId} />
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? AXIS_COLOUR : GRID_COLOUR}
                strokeWidth={1}
              />
              <text
                x={MARGIN.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={FONT}
                fill={MUTED_TEXT_COLOUR}
              >
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {periods.map((period, index) => {
            const x = MARGIN.left + band * index + (band - barWidth) / 2;
            const mainTop = y(period.main);
            const totalTop = y(period.total);
            // A hairline of white between the two parts when both are there.
            const gap = period.main > 0 && period.page > 0 ? 2 : 0;
            return (
              <g key={period.start}>
                {period.main > 0 ? (
                  <rect
                    x={x}
                    y={mainTop}
                    width={barWidth}
                    height={y(0) - mainTop}
                    {...formPaint('main', hatchId)}
                  />
                ) : null}
                {period.page > 0 ? (
                  <rect
                    x={x + 0.75}
                    y={totalTop + 0.75}
                    width={barWidth - 1.5}
                    height={Math.max(0.5, mainTop - totalTop - gap - 1.5)}
                    {...formPaint('page', hatchId)}
                  />
                ) : null}
                <text
                  x={x + barWidth / 2}
                  y={totalTop - 5}
                  textAnchor="middle"
                  fontSize={FONT}
                  fontWeight={600}
                  fill={TEXT_COLOUR}
                >
                  {formatCount(period.total)}
                </text>
                {showTick(index) ? (
                  <text
                    x={x + barWidth / 2}
                    y={height - 6}
                    textAnchor="middle"
                    fontSize={FONT}
                    fill={MUTED_TEXT_COLOUR}
                  >
                    {periodTick(period.start, unit)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}
