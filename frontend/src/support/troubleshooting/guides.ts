import type { GuideId } from './guide-links';

export interface GuideStep {
  title: string;
  detail: string;
}

export interface Guide {
  title: string;
  intro: string;
  /** Always five, in the spec's order (2.4). */
  steps: readonly [GuideStep, GuideStep, GuideStep, GuideStep, GuideStep];
  note?: string;
  commonProblems?: readonly string[];
}

export const GUIDES: Record<GuideId, Guide> = {
  freezer: {
    title: 'Freezer Troubleshooting',
    intro: 'Freezer not keeping food frozen? Work through these five checks in order.',
    steps: [
      { title: 'Check power supply', detail: 'Make sure the freezer is plugged in firmly, the outlet works and the breaker has not tripped.' },
      { title: 'Inspect door seal', detail: 'Look for cracks or gaps in the gasket and make sure the door closes fully; a weak seal lets warm air in.' },
      { title: 'Adjust temperature setting', detail: 'Set the control to 0°F (-18°C) and give it 24 hours to settle.' },
      { title: 'Ensure proper airflow', detail: 'Leave a few inches around the unit and do not pack items against the vents inside.' },
      { title: 'Contact a technician', detail: 'If it is still not cold after these checks, contact us and we will send a technician.' },
    ],
  },
  refrigerator: {
    title: 'Refrigerator Troubleshooting',
    intro: 'Refrigerator too warm, too cold or noisy? Try these five steps first.',
    steps: [
      { title: 'Check power supply', detail: 'Confirm the plug is seated, the interior light comes on and the breaker is on.' },
      { title: 'Adjust temperature settings', detail: 'Set the fridge to 37°F (3°C) and the freezer to 0°F (-18°C); wait 24 hours.' },
      { title: 'Clean condenser coils', detail: 'Unplug the unit and vacuum the coils at the back or behind the bottom grille.' },
      { title: 'Inspect door seals', detail: 'Wipe the gaskets clean and check that a sheet of paper is held firmly when the door closes on it.' },
      { title: 'Check for blocked vents', detail: 'Move food away from the air vents between the freezer and the fridge so cold air can circulate.' },
    ],
  },
  dryer: {
    title: 'Dryer Troubleshooting',
    intro: 'Clothes still damp, or the dryer will not start? Go through these checks.',
    steps: [
      { title: 'Check power', detail: 'Electric dryers need a 240V supply: check both breakers in the panel. For gas dryers, make sure the gas valve is open.' },
      { title: 'Clean lint filter', detail: 'Empty the lint screen before every load; a clogged filter slows drying and can cause overheating.' },
      { title: 'Inspect vent hose', detail: 'Make sure the vent hose is not crushed, kinked or blocked with lint all the way outside.' },
      { title: 'Test door switch', detail: 'Close the door firmly; the dryer will not run if the door switch does not click.' },
      { title: 'Run timed dry', detail: 'Run a 20-minute timed dry cycle on high heat to see whether the dryer heats.' },
    ],
    note: 'A faulty heating element, thermostat or igniter needs a service visit: please contact support rather than opening the dryer.',
  },
  washer: {
    title: 'Washer Troubleshooting',
    intro: 'Washer acting up? These five steps fix most problems.',
    steps: [
      { title: 'Check power', detail: 'Confirm the washer is plugged in, the outlet works and the breaker has not tripped.' },
      { title: 'Inspect door/lid switch', detail: 'The washer will not start or spin unless the door or lid is closed and latched.' },
      { title: 'Verify water supply', detail: 'Make sure both water taps are fully open and the inlet hoses are not kinked.' },
      { title: 'Check drain hose/filter', detail: 'Straighten the drain hose and clean the drain pump filter if your model has one.' },
      { title: 'Reset cycle', detail: 'Unplug the washer for 5 minutes, plug it back in, then run a short test cycle.' },
    ],
    commonProblems: ["Won't start", "Won't drain", 'Excessive vibration', 'Not filling with water', 'Bad odors'],
  },
  tv: {
    title: 'TV Troubleshooting',
    intro: 'No picture, no sound or no response? Try these steps.',
    steps: [
      { title: 'Check power', detail: 'Make sure the TV is plugged in and the standby light is on; try another outlet.' },
      { title: 'Inspect remote', detail: 'Replace the batteries and point the remote straight at the TV, or use the buttons on the TV itself.' },
      { title: 'Verify input source', detail: 'Press Input or Source and choose the HDMI port your device is connected to.' },
      { title: 'Restart the TV', detail: 'Unplug the TV for 60 seconds, then plug it back in and turn it on.' },
      { title: 'Contact support', detail: 'Still not working? Send us a message and we will help or arrange a replacement.' },
    ],
  },
};
