'use client';

import { useId } from 'react';
import { STATS_RANGES, type StatsRange } from '@/lib/enquiries';
import { RANGE_LABELS } from './dashboard-figures';
import styles from './dashboard.module.css';

/** 4 weeks, 12 weeks or 12 months: radio buttons drawn as a segmented control. */
export function RangeChoice({
  value,
  onChange,
}: {
  value: StatsRange;
  onChange: (range: StatsRange) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.range}>
      <legend className={styles.rangeLegend}>Show the last</legend>
      <div className={styles.rangeOptions}>
        {STATS_RANGES.map((range) => (
          <label key={range} className={styles.rangeOption}>
            <input
              type="radio"
              name={name}
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
            />
            <span>{RANGE_LABELS[range]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
