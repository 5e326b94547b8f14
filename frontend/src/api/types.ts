/**
 * Shapes of what the backend sends and receives, field for field as in the product spec (sections 3 and 7).
 * Optional marks a field the spec says may be missing.
 */

export type StockStatus = 'available' | 'rented' | 'maintenance' | 'discontinued' | 'low';

export interface Product {
  _id: string;
  name: string;
  monthly_price: number;
  /** A URL path such as /photos/<id>, served by the backend. */
  photo: string;
  key_features: string[];
  combo: boolean;
  stock_status: StockStatus | (string & {});
  category: string;
  __v?: number;
}

export type PlugType = '3-prong' | '4-prong';

export interface ComboItem {
  plugType: PlugType;
  plugDescription: '3-prong 220v USA Homes' | '4-prong 220V USA Homes';
}

/** A cart line: a copy of the product plus the customer's choice for TVs or combo sets. */
export interface CartItem extends Product {
  tvSize?: number;
  comboItem?: ComboItem;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
  mobile: string;
}

export interface AuthResponse {
  message?: string;
  token: string;
}

export interface MessageResponse {
  message?: string;
}

export interface ServerCartItem {
  id: string;
  name: string;
  monthly_price: number;
  photo: string;
}

export interface ServerCartResponse {
  cartItems: { items: ServerCartItem[]; tvSize?: number | null };
}

export interface Address {
  city?: string;
  [field: string]: unknown;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  billingPaused: boolean;
  verified: boolean;
  status?: string;
  createdAt?: string;
  updatedAt?: string;
  __v?: number;
  /** Only its presence is used (admin: password set or not set). */
  password?: unknown;
  address?: Address;
  city?: string;
}

export interface UserResponse {
  user: User;
}

export interface Booking {
  deliveryDate: string;
  deliveryTime: string;
}

export interface BookingsResponse {
  orders: Booking[];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The delivery choice: query `data` of /billing and the body of POST /createOrder. */
export interface DeliveryChoice {
  location: LatLng;
  deliveryDate: string;
  deliveryTime: string;
  totalCost: number;
  locationName: string;
}

export interface Agreement {
  customerName: string;
  /** Image data URL of the drawn signature. */
  customerSignature: string;
  lessorSignature: string;
  signedDate: string;
  agreementVersion: '1.0';
  signatureTimestamp: string;
}

export interface BillingSubmission {
  paymentMethodId: string;
  zipCode: string;
  /** 1 to 28. */
  draftDay: number;
  saveCard: boolean;
  agreement: Agreement;
}

export interface ContactMessage {
  name: string;
  email: string;
  issue: string;
}

export interface PasswordReset {
  email: string;
  newPassword: string;
}

/** Sent from the e-mailed link's page: the link's token and the password its owner chose. */
export interface PasswordResetConfirmation {
  token: string;
  newPassword: string;
}

export interface OrderItem {
  _id: string;
  name: string;
  monthly_price: number;
  stock_status?: string;
  photo?: string;
  category?: string;
}

export interface OrderComboItem {
  name?: string;
  plugType?: PlugType;
  monthly_price: number;
}

export type OrderStatus = 'pending' | 'active' | 'overdue' | 'completed' | 'paused' | 'cancelled';

export interface Order {
  _id: string;
  subscriptionId?: string;
  status: OrderStatus | (string & {});
  deliveryDate?: string;
  deliveryTime?: string;
  locationName?: string;
  location?: Array<Partial<LatLng>> | { coordinates?: number[] };
  items: OrderItem[];
  comboItem?: OrderComboItem[];
  /** The customer's id, or the customer when the server populates it (admin lists). */
  user?: string | Pick<User, '_id' | 'name' | 'email'>;
  createdAt?: string;
  amountDue?: number;
  reminder?: string;
  address?: string;
  support?: string;
  totalPaid?: number;
  returnDate?: string;
  condition?: string;
  invoice?: string;
}

export interface PaymentMethod {
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details?: { address?: { postal_code?: string | null } };
}

export interface DashboardData {
  user: Pick<User, '_id' | 'name' | 'email' | 'mobile' | 'billingPaused' | 'verified'>;
  orders: Order[];
  paymentMethod?: PaymentMethod | null;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalSubscriptions?: number;
  totalUsers?: number;
  limit: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface PageQuery {
  page?: number;
  limit?: number;
}

export interface UsersQuery extends PageQuery {
  search?: string;
  status?: 'active' | 'suspended' | '';
}

export interface UsersPage {
  users: User[];
  pagination?: Pagination;
}

export interface OrdersPage {
  orders: Order[];
  pagination?: Pagination;
}

export interface ProductsResponse {
  products: Product[];
}

export interface UserUpdate {
  name: string;
  email: string;
  mobile: string;
}

export interface ProductUpdate {
  name: string;
  monthly_price: number;
  stock_status: 'available' | 'rented' | 'maintenance' | 'discontinued';
  combo: boolean;
  key_features: string[];
  photo?: File;
}

export interface ProductUpdateResponse {
  success: boolean;
  product?: Product;
  photoUrl?: string;
  message?: string;
  error?: string;
}

export interface RecentOrderResponse {
  data: { _id: string; items: OrderItem[]; deliveryDate?: string };
}
