import type { Category } from './product';

/**
 * The rental agreement's Schedule A (spec 9), in cents per month. A TV is priced per inch: its monthly_price is
 * $1 and the cart multiplies it by the chosen size. Washers and dryers alone are not on Schedule A; they are half
 * of the $60 set each.
 */
export const SCHEDULE_A_MONTHLY_CENTS: Record<Category, number> = {
  tv: 100,
  refrigerator: 4000,
  freezer: 2500,
  stove: 3500,
  combo: 6000,
  washer: 3000,
  dryer: 3000,
};
