/** The company's name: the site header, the rental agreement's lessor and its signature, the thank-you toast. */
export const BRAND_NAME = 'Rent-to-Own Appliance';
