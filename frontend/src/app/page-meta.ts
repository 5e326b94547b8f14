import { spaPageOf, type SpaPage } from '@rto/kit/spa-pages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ADMIN_SECTIONS } from '../admin/sections';
import { BRAND_NAME } from '../lib/brand';

export interface PageMeta {
  title: string;
  description: string;
  /** Kept out of search engines (a `robots` meta with noindex): the back office, which is for staff only. */
  noindex?: boolean;
}

/** Each page's tab title (before the brand) and search-result description; the type asks one of every page. */
export const PAGE_META: Record<SpaPage | 'notFound', PageMeta> = {
  home: {
    title: 'Rent Appliances and TVs by the Month',
    description: 'Rent washers, dryers, refrigerators, freezers, stoves and TVs for one monthly price. Create an account or log in to start.',
  },
  appliance: {
    title: 'Choose Your Appliances',
    description: 'Browse washers, dryers, refrigerators, freezers, stoves and TVs to rent by the month, with free delivery on two or more items.',
  },
  freezer: {
    title: 'Freezer Troubleshooting',
    description: 'Five checks for a rented freezer that stops freezing: power, door seal, temperature, airflow, and when to call a technician.',
  },
  refrigerator: {
    title: 'Refrigerator Troubleshooting',
    description: 'Five checks for a rented refrigerator that stops cooling: power, temperature, condenser coils, door seals and vents.',
  },
  dryer: {
    title: 'Dryer Troubleshooting',
    description: 'Five checks for a rented dryer that will not dry: power or gas, lint filter, vent hose, door switch and a timed dry.',
  },
  washer: {
    title: 'Washer Troubleshooting',
    description: 'Five checks for a rented washer that will not start, drain or fill: power, lid switch, water supply, drain hose and a reset.',
  },
  tv: {
    title: 'TV Troubleshooting',
    description: 'Five checks for a rented TV with no picture: power, remote, input source, a restart, and when to contact support.',
  },
  delivery: {
    title: 'Schedule Delivery',
    description: 'Pick the delivery address, date and time for your rented appliances, and confirm your order.',
  },
  billing: {
    title: 'Enter Billing Details',
    description: 'Enter the card for your monthly rental payments, choose the draft date and sign the rental agreement.',
  },
  confirmation: {
    title: 'Order Confirmation',
    description: 'Your order number, what you pay today and each month, and when your appliances arrive.',
  },
  confirm: {
    title: 'Sample Confirm Page',
    description: 'A sample of the confirm step with an example washer and dryer. No order is placed from this page.',
  },
  dashboard: {
    title: 'My Account',
    description: 'Your details, default card, billing pause, invoices and current and past rental orders.',
  },
  contact: {
    title: 'Contact Support',
    description: 'Send our support team a message about your rental, delivery or billing, and get an answer by e-mail.',
  },
  resetPassword: {
    title: 'Reset Password',
    description: 'Choose a new password for your account; it takes effect once you confirm it from the link we e-mail you.',
  },
  verifyEmail: {
    title: 'Verify Your Email',
    description: 'Confirm the e-mail address of your account from the link we sent you, or ask for a new link.',
  },
  admin: {
    title: 'Admin',
    description: 'The back office: customers, subscriptions, inventory, analytics and notifications.',
    noindex: true,
  },
  notFound: {
    title: 'Page Not Found',
    description: 'We could not find that page. Browse the appliances you can rent by the month instead.',
  },
};

/** The document title and description of a path: the page's own, a back office screen's, or the not-found page's. */
export function pageMetaOf(pathname: string): PageMeta {
  const page = spaPageOf(pathname) ?? 'notFound';
  const meta = PAGE_META[page];
  if (page === 'home') return { ...meta, title: `${BRAND_NAME}: ${meta.title}` };
  const section = page === 'admin' ? ADMIN_SECTIONS.find(({ path }) => pathname.toLowerCase().replace(/\/+$/, '').endsWith(`/admin/${path}`)) : undefined;
  const title = section ? `${section.title} · ${meta.title}` : meta.title;
  return { ...meta, title: `${title} · ${BRAND_NAME}` };
}

/** The head's `<meta name="…">`, made when missing. */
function metaNamed(name: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  return meta;
}

/**
 * Keeps the tab title, the description meta and the robots meta in step with the current route. robots.txt asks
 * crawlers to stay out of /admin; one that renders a back office page all the same is told not to index it.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description, noindex } = pageMetaOf(pathname);
    document.title = title;
    metaNamed('description').content = description;
    if (noindex) metaNamed('robots').content = 'noindex, nofollow';
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [pathname]);
}

/** usePageMeta as an element, for the route table. */
export function PageMeta(): null {
  usePageMeta();
  return null;
}
