import type { Category, StockStatus } from '../../domain/product';
import { SCHEDULE_A_MONTHLY_CENTS } from '../../domain/schedule-a';
import type { IllustrationStyle } from './illustrations';

/** One product of the first catalogue. `key` identifies it across restarts, so seeding never duplicates. */
export interface SeedProduct {
  key: string;
  name: string;
  category: Category;
  monthlyPriceCents: number;
  stockStatus: StockStatus;
  combo: boolean;
  keyFeatures: string[];
  illustration: IllustrationStyle;
}

const item = (
  key: string,
  name: string,
  category: Category,
  keyFeatures: string[],
  illustration: IllustrationStyle,
  stockStatus: StockStatus = 'available',
): SeedProduct => ({
  key,
  name,
  category,
  monthlyPriceCents: SCHEDULE_A_MONTHLY_CENTS[category],
  stockStatus,
  combo: category === 'combo',
  keyFeatures,
  illustration,
});

/**
 * What the storefront offers on first start (spec 2.3, 9). Only television names contain "TV": the storefront
 * opens the TV size picker for any product whose name does (spec 4).
 */
export const SEED_CATALOGUE: readonly SeedProduct[] = [
  item('washer-front-load', 'Front-Load Washer 4.5 cu ft', 'washer', ['4.5 cu ft capacity', '10 wash cycles', 'Energy Star certified', 'Quiet vibration control'], { finish: 'white' }),
  item('washer-top-load', 'Top-Load Washer 4.2 cu ft', 'washer', ['4.2 cu ft capacity', 'Deep water wash option', 'Stainless steel drum', 'Delay start'], { finish: 'silver' }, 'low'),
  item('dryer-electric', 'Electric Dryer 7.4 cu ft', 'dryer', ['7.4 cu ft capacity', '220V electric', 'Sensor dry', 'Wrinkle prevent'], { finish: 'white' }),
  item('dryer-steam', 'Steam Electric Dryer 7.3 cu ft', 'dryer', ['7.3 cu ft capacity', 'Steam refresh cycle', '220V electric', 'Lint filter alert', 'Reversible door'], { finish: 'graphite' }),
  item('refrigerator-top-freezer', 'Top-Freezer Refrigerator 18 cu ft', 'refrigerator', ['18 cu ft total capacity', 'Adjustable glass shelves', 'LED interior lighting', 'Crisper drawers'], { finish: 'white' }),
  item('refrigerator-french-door', 'French-Door Refrigerator 25 cu ft', 'refrigerator', ['25 cu ft total capacity', 'Ice maker', 'Fingerprint-resistant stainless finish', 'Door-in-door storage'], { finish: 'silver' }, 'low'),
  item('freezer-chest', 'Chest Freezer 7 cu ft', 'freezer', ['7 cu ft capacity', 'Removable storage basket', 'Manual defrost drain', 'Garage ready'], { finish: 'white' }),
  item('freezer-upright', 'Upright Freezer 13 cu ft', 'freezer', ['13 cu ft capacity', 'Frost-free', 'Door lock with key', 'Temperature alarm'], { finish: 'silver', upright: true }),
  item('stove-electric', 'Electric Range Stove 30 in', 'stove', ['4 radiant cooktop elements', '5.3 cu ft self-cleaning oven', 'Storage drawer', '220V electric'], { finish: 'white' }),
  item('stove-gas', 'Gas Range Stove 30 in', 'stove', ['5 sealed burners', 'Continuous cast-iron grates', '5.0 cu ft convection oven', 'Electronic ignition'], { finish: 'silver' }),
  item('tv-smart-led', 'Smart LED TV', 'tv', ['Full HD 1080p', 'Built-in streaming apps', '3 HDMI ports', 'Wall mount ready'], { finish: 'graphite' }),
  item('tv-4k-uhd', '4K UHD Smart TV', 'tv', ['4K Ultra HD resolution', 'HDR10 support', 'Voice remote', 'Dolby Audio'], { finish: 'graphite', accent: 'purple' }),
  item('combo-washer-dryer', 'Washer & Dryer Combo Set', 'combo', ['Matching front-load pair', '4.5 cu ft washer, 7.4 cu ft dryer', '3-prong or 4-prong 220V dryer plug', 'Delivery and hook-up included'], { finish: 'white' }),
  item('combo-stackable', 'Stackable Washer & Dryer Combo Set', 'combo', ['Stacks to save floor space', '2.4 cu ft washer, 4.0 cu ft dryer', '3-prong or 4-prong 220V dryer plug', 'Stacking kit included'], { finish: 'silver', stacked: true }),
];
