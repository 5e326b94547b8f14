import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const EXPECTED_STEPS: Record<string, { heading: string; steps: string[] }> = {
  '/freezer': {
    heading: 'Freezer Troubleshooting',
    steps: ['Check power supply', 'Inspect door seal', 'Adjust temperature setting', 'Ensure proper airflow', 'Contact a technician'],
  },
  '/refrigerator': {
    heading: 'Refrigerator Troubleshooting',
    steps: ['Check power supply', 'Adjust temperature settings', 'Clean condenser coils', 'Inspect door seals', 'Check for blocked vents'],
  },
  '/dryer': {
    heading: 'Dryer Troubleshooting',
    steps: ['Check power', 'Clean lint filter', 'Inspect vent hose', 'Test door switch', 'Run timed dry'],
  },
  '/washer': {
    heading: 'Washer Troubleshooting',
    steps: ['Check power', 'Inspect door/lid switch', 'Verify water supply', 'Check drain hose/filter', 'Reset cycle'],
  },
  '/tv': {
    heading: 'TV Troubleshooting',
    steps: ['Check power', 'Inspect remote', 'Verify input source', 'Restart the TV', 'Contact support'],
  },
};

describe('troubleshooting guides (spec 2.4)', () => {
  it.each(Object.entries(EXPECTED_STEPS))('when %s is opened, then it shows its five numbered steps in order', async (path, { heading, steps }) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    const titles = within(list).getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    expect(titles).toEqual(steps);
  });

  it('when the dryer guide is opened, then it mentions the 240V breaker or gas, and that heating faults need service', async () => {
    renderApp('/dryer');
    expect(await screen.findByText(/240V supply/)).toBeInTheDocument();
    expect(screen.getByText(/gas valve/)).toBeInTheDocument();
    expect(screen.getByText(/heating element, thermostat or igniter/)).toBeInTheDocument();
  });

  it('when the washer guide is opened, then it lists the common problems and the 5-minute reset', async () => {
    renderApp('/washer');
    const problems = within(await screen.findByRole('region', { name: 'Common problems' })).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual([
      "Won't start",
      "Won't drain",
      'Excessive vibration',
      'Not filling with water',
      'Bad odors',
    ]);
    expect(screen.getByText(/Unplug the washer for 5 minutes/)).toBeInTheDocument();
  });
});
