import type { ComboItem } from '../../api';

/** Dryer plug choices for combo sets (spec 2.3 and 3); descriptions are stored on the cart item as is. */
export interface PlugOption {
  label: string;
  detail: string;
  comboItem: ComboItem;
}

export const PLUG_OPTIONS: readonly PlugOption[] = [
  {
    label: '3-Prong',
    detail: '220V outlet, common in older USA homes',
    comboItem: { plugType: '3-prong', plugDescription: '3-prong 220v USA Homes' },
  },
  {
    label: '4-Prong',
    detail: '220V outlet, standard in newer USA homes',
    comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' },
  },
];
