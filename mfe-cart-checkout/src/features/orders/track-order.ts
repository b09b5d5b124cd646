import { api, type OrderStatus } from '@shop/shared';

/** What POST /orders/track answers: the same { found: false } for any miss. */
export interface TrackAnswer {
  found: boolean;
  order?: {
    id: string;
    status: OrderStatus;
    placedAt: string;
    deliveryMethod: string;
    shipDate: string | null;
    deliveryDate: string | null;
    trackingNumber: string | null;
    /** The carrier it shipped with (its id, its English name), and its tracking page, once shipped. */
    carrier?: string | null;
    carrierName?: string | null;
    trackingUrl?: string | null;
  };
}

export interface TrackQuery {
  orderNumber: string;
  email?: string;
  phone?: string;
}

export function trackOrder(query: TrackQuery): Promise<TrackAnswer> {
  return api.post<TrackAnswer>('/api/v1/orders/track', query);
}

/** CH- and ten letters or digits (the prefix may be left out), any case. */
const ORDER_NUMBER = /^(CH-?)?[0-9A-Z]{10}$/i;
/** A Bangladeshi mobile number as the checkout takes it: 01XXXXXXXXX, +880 optional. */
const BD_MOBILE = /^(?:(?:\+|00)?880|0)?1[3-9]\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TrackField = 'orderNumber' | 'email' | 'phone';

/** The form's faults as message ids of the after-sale catalog; empty when it may be sent. */
export function trackFormErrors(
  form: { orderNumber: string; email: string; phone: string },
  by: 'email' | 'phone',
): Partial<Record<TrackField, string>> {
  const errors: Partial<Record<TrackField, string>> = {};
  const number = form.orderNumber.trim().replace(/\s+/g, '');
  if (number === '') errors.orderNumber = 'track.error.orderNumberRequired';
  else if (!ORDER_NUMBER.test(number)) errors.orderNumber = 'track.error.orderNumberInvalid';
  if (by === 'email') {
    const email = form.email.trim();
    if (email === '') errors.email = 'track.error.emailRequired';
    else if (!EMAIL.test(email)) errors.email = 'track.error.emailInvalid';
  } else {
    const phone = form.phone.trim();
    if (phone === '') errors.phone = 'track.error.phoneRequired';
    else if (!BD_MOBILE.test(phone.replace(/[\s\-().]/g, ''))) {
      errors.phone = 'track.error.phoneInvalid';
    }
  }
  return errors;
}
