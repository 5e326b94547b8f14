/**
 * The goals table of the report: each row says what was measured, the figure, the goal and whether it is met.
 * Any part of the bench adds its rows with `atLeast`/`atMost`; run.ts prints them all in one table at the end.
 */

export interface GoalRow {
  what: string;
  measured: string;
  goal: string;
  met: boolean;
}

/** How a figure is written: a ratio ('x'), a rate ('req/s') or a time ('ms'). */
export type Unit = 'x' | 'req/s' | 'ms';

function format(value: number, unit: Unit): string {
  if (unit === 'x') return `${value.toFixed(2)}x`;
  if (unit === 'req/s') return `${Math.round(value).toLocaleString('en-US')} req/s`;
  return `${Number(value.toFixed(2))} ms`;
}

/** A figure that must reach `goal` (a ratio, a throughput). */
export function atLeast(what: string, value: number, goal: number, unit: Unit): GoalRow {
  return { what, measured: format(value, unit), goal: `>= ${format(goal, unit)}`, met: value >= goal };
}

/** A figure that must stay under `goal` (a latency, CPU per request). */
export function atMost(what: string, value: number, goal: number, unit: Unit): GoalRow {
  return { what, measured: format(value, unit), goal: `<= ${format(goal, unit)}`, met: value <= goal };
}

/** The table of goals, one row each; 'no' where a goal is missed. */
export function printGoals(rows: GoalRow[]): void {
  if (rows.length === 0) return;
  // eslint-disable-next-line no-console
  console.table(rows.map((row) => ({ goal: row.what, measured: row.measured, target: row.goal, met: row.met ? 'yes' : 'no' })));
}
